import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { Channel } from '@efir/contract'
import {
  createPlayerCommands,
  runPlayerCommand,
  type CommandContext,
  type PlayerController,
} from '@efir/player'

/** True when keys belong to the focused field (text inputs, and a slider's or button's own keys). */
export function isOwnKeyTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true
  if (target instanceof HTMLInputElement) return target.type !== 'checkbox' && target.type !== 'radio'
  const role = target.getAttribute('role') ?? ''
  if (role === 'slider' || role.startsWith('menuitem')) return true
  // space on a focused button presses that button
  return key === ' ' && (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)
}

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
 * focus is on the page body or inside the player.
 */
export function usePlayerKeyboard(options: Options): void {
  const commands = useMemo(() => createPlayerCommands(), [])
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const o = latest.current
      if (event.defaultPrevented || !o.controller || o.preview || modalOpen(o.rootRef.current)) return
      if (isOwnKeyTarget(event.target, event.key)) return
      if (event.key === 'PageUp' || event.key === 'PageDown') {
        event.preventDefault()
        const direction = event.key === 'PageDown' ? 1 : -1
        const target = direction === 1 ? o.neighbours.next : o.neighbours.previous
        const navigate = () => o.onZap(direction)
        return target ? o.zapTo(target, navigate) : navigate()
      }
      // the player's keys act when focus is on the page or in the player (a list elsewhere keeps its arrows)
      const target = event.target
      const inScope =
        !(target instanceof Node) || target === document.body || !!o.rootRef.current?.contains(target)
      if (!inScope) return
      const ctx: CommandContext = {
        preview: o.preview,
        adPlaying: o.adPlaying,
        modalOpen: false,
        textInputFocused: false,
        hasArchive: o.hasArchive,
        toggleFullscreen: o.toggleFullscreen,
        skip: o.skip,
        ...(o.onPlayPause ? { onPlayPause: o.onPlayPause } : {}),
      }
      if (runPlayerCommand(commands, event, o.controller, ctx)) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [commands])
}
