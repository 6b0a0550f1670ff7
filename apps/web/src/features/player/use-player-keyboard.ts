import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { Channel } from '@efir/contract'
import {
  createPlayerCommands,
  runPlayerCommand,
  type CommandContext,
  type PlayerController,
} from '@efir/player'
import { commandEffect, inPlayerScope, isOwnKeyTarget } from '../../shared/player-chrome/player-keys'
import { useKeyAnnouncer } from '../../shared/player-chrome/use-key-announcer'

/**
 * spec 2 §4 "Keyboard": a modal is open when the document has a dialog that is not the page the
 * player sits in (the TV page is itself a modal page over the channel list).
 */
export const modalOpen = (player: Element | null): boolean =>
  Array.from(document.querySelectorAll('[role=dialog],[role=alertdialog]')).some(
    (dialog) => !player || !dialog.contains(player),
  )

interface Options {
  rootRef: RefObject<HTMLElement | null>
  controller: PlayerController | null
  preview: boolean
  adPlaying: boolean
  hasArchive: boolean
  toggleFullscreen: () => void
  onPlayPause: CommandContext['onPlayPause']
  skip: (seconds: number) => void
  onZap: (direction: 1 | -1) => void
  /** the channels PageDown/PageUp go to: a warm one starts at the key press (zap speed) */
  neighbours: { previous?: Channel | undefined; next?: Channel | undefined }
  /** starts the switch to `target` and runs `navigate` when the page may render it */
  zapTo: (target: Channel, navigate: () => void) => void
}

/**
 * spec 2 §4 "Keyboard" through the core's command table (space, f, ←/→ skip, ↑/↓ volume), not in
 * preview, while an ad runs, under a modal or in a text field; PageUp/PageDown zap (channel up/down).
 * Listens on document so the TV page's window listener sees the key as handled. Player keys act when
 * focus is on the page body, inside the player or on the dialog holding it; their effect is announced.
 */
export function usePlayerKeyboard(options: Options): void {
  const commands = useMemo(() => createPlayerCommands(), [])
  const announce = useKeyAnnouncer()
  const latest = useRef({ options, announce })
  useEffect(() => {
    latest.current = { options, announce }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const o = latest.current.options
      if (event.defaultPrevented || !o.controller || o.preview || modalOpen(o.rootRef.current)) return
      if (isOwnKeyTarget(event.target, event.key)) return
      if (event.key === 'PageUp' || event.key === 'PageDown') {
        event.preventDefault()
        const direction = event.key === 'PageDown' ? 1 : -1
        const target = direction === 1 ? o.neighbours.next : o.neighbours.previous
        const navigate = () => o.onZap(direction)
        return target ? o.zapTo(target, navigate) : navigate()
      }
      // the player's keys act when focus is on the page, in the player or on the dialog holding it (the
      // TV page's); a list elsewhere keeps its arrows
      if (!inPlayerScope(event.target, o.rootRef.current)) return
      const before = o.controller.getState()
      let refused = false
      const ctx: CommandContext = {
        preview: o.preview,
        adPlaying: o.adPlaying,
        modalOpen: false,
        textInputFocused: false,
        hasArchive: o.hasArchive,
        toggleFullscreen: o.toggleFullscreen,
        skip: o.skip,
        onPlayPause: (decision) => {
          refused = true
          o.onPlayPause?.(decision)
        },
      }
      const command = runPlayerCommand(commands, event, o.controller, ctx)
      if (!command) return
      event.preventDefault()
      // the key's effect is announced (a refused live pause says so in the player's alert)
      const effect = commandEffect(command.name, before)
      if (effect && !refused) latest.current.announce(effect)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [commands])
}
