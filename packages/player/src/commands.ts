// Spec 2 §4 "Keyboard" as a table of commands (excalidraw actions: name, keyTest, predicate, perform).
import { SKIP_DEBOUNCE_MS, SKIP_SECONDS, VOLUME_REPEAT_MS } from './constants'
import type { PlayPauseDecision } from './live-rules'
import { stepVolume } from './live-rules'
import type { PlayerState } from './types'

/** The part of a KeyboardEvent the commands read. */
export interface KeyLike {
  key: string
  code?: string
  ctrlKey?: boolean
  altKey?: boolean
  metaKey?: boolean
}

/** What the app tells the commands about the page, and the hooks they call back. */
export interface CommandContext {
  preview: boolean
  adPlaying: boolean
  modalOpen: boolean
  /** Focus is in a text input (the search box). */
  textInputFocused: boolean
  /** The channel has archive days (for the live pause refusal). */
  hasArchive: boolean
  toggleFullscreen(): void
  /** Called with what play/pause decided when it was not a plain play or pause (alert, reload). */
  onPlayPause?(decision: PlayPauseDecision): void
  /**
   * Skip by `seconds` (archive only, crossing programmes is the app's job). Without it the
   * commands seek within the current stream when it can seek.
   */
  skip?(seconds: number): void
}

/** The controller methods the commands use. */
export interface CommandTarget {
  getState(): PlayerState
  togglePlay(options?: { hasArchive?: boolean }): PlayPauseDecision
  seek(seconds: number): void
  setVolume(volume: number): void
}

/** One keyboard command. */
export interface PlayerCommand {
  name: 'togglePlay' | 'toggleFullscreen' | 'skipBack' | 'skipForward' | 'volumeUp' | 'volumeDown'
  keyTest(event: KeyLike): boolean
  predicate(ctx: CommandContext): boolean
  perform(target: CommandTarget, ctx: CommandContext): void
}

/** Timers the debounce and repeat use (fake in tests). */
export interface CommandClock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realClock: CommandClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

const plain = (e: KeyLike) => !e.ctrlKey && !e.altKey && !e.metaKey
// event.code too, so f works on a Cyrillic layout (the same key types "а")
const isKey = (e: KeyLike, key: string, code: string) => plain(e) && (e.key === key || e.code === code)

/** Spec 2 §4: not in preview mode, while an ad runs, a modal is open or focus is in a text input. */
export const keyboardAllowed = (ctx: CommandContext): boolean =>
  !ctx.preview && !ctx.adPlaying && !ctx.modalOpen && !ctx.textInputFocused

/**
 * Builds the player's keyboard commands: space play/pause, f fullscreen, ←/→ skip 10 s (one seek
 * 500 ms after the last press, presses add up), ↑/↓ volume ±0.05 (at most every 100 ms).
 */
export function createPlayerCommands(clock: CommandClock = realClock): PlayerCommand[] {
  let skipTotal = 0
  let skipTimer: unknown = null
  let lastVolumeAt = -Infinity

  const skip = (direction: 1 | -1) => (target: CommandTarget, ctx: CommandContext) => {
    skipTotal += direction * SKIP_SECONDS
    if (skipTimer !== null) clock.clearTimeout(skipTimer)
    skipTimer = clock.setTimeout(() => {
      const seconds = skipTotal
      skipTotal = 0
      skipTimer = null
      if (ctx.skip) ctx.skip(seconds)
      else if (target.getState().canSeek) target.seek(target.getState().currentTime + seconds)
    }, SKIP_DEBOUNCE_MS)
  }
  const volume = (direction: 1 | -1) => (target: CommandTarget) => {
    const now = clock.now()
    if (now - lastVolumeAt < VOLUME_REPEAT_MS) return
    lastVolumeAt = now
    target.setVolume(stepVolume(target.getState().volume, direction))
  }

  return [
    {
      name: 'togglePlay',
      keyTest: (e) => isKey(e, ' ', 'Space'),
      predicate: keyboardAllowed,
      perform: (target, ctx) => {
        const decision = target.togglePlay({ hasArchive: ctx.hasArchive })
        if (decision.kind !== 'play' && decision.kind !== 'pause') ctx.onPlayPause?.(decision)
      },
    },
    {
      name: 'toggleFullscreen',
      keyTest: (e) => isKey(e, 'f', 'KeyF') || isKey(e, 'F', 'KeyF'),
      predicate: keyboardAllowed,
      perform: (_t, ctx) => ctx.toggleFullscreen(),
    },
    {
      name: 'skipBack',
      keyTest: (e) => isKey(e, 'ArrowLeft', 'ArrowLeft'),
      predicate: keyboardAllowed,
      perform: skip(-1),
    },
    {
      name: 'skipForward',
      keyTest: (e) => isKey(e, 'ArrowRight', 'ArrowRight'),
      predicate: keyboardAllowed,
      perform: skip(1),
    },
    {
      name: 'volumeUp',
      keyTest: (e) => isKey(e, 'ArrowUp', 'ArrowUp'),
      predicate: keyboardAllowed,
      perform: volume(1),
    },
    {
      name: 'volumeDown',
      keyTest: (e) => isKey(e, 'ArrowDown', 'ArrowDown'),
      predicate: keyboardAllowed,
      perform: volume(-1),
    },
  ]
}

/**
 * Runs the first command whose key matches and whose predicate passes; returns it (the caller then
 * calls `preventDefault`) or null when the key is not the player's.
 */
export function runPlayerCommand(
  commands: readonly PlayerCommand[],
  event: KeyLike,
  target: CommandTarget,
  ctx: CommandContext,
): PlayerCommand | null {
  const command = commands.find((c) => c.keyTest(event))
  if (!command || !command.predicate(ctx)) return null
  command.perform(target, ctx)
  return command
}
