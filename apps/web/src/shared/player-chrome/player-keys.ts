import { stepVolume, type PlayerCommand, type PlayerState } from '@efir/player'

/**
 * Which key presses are the player's (spec 2 §4 "Keyboard"), for both players: where focus may be, and
 * what a screen reader hears after a key acted.
 */

/** True when keys belong to the focused field (text inputs, and a slider's, radio's or button's own keys). */
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
  if (role === 'slider' || role === 'radio' || role.startsWith('menuitem')) return true
  // space (and Enter) on a focused button or link presses that control
  return (
    (key === ' ' || key === 'Enter') &&
    (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)
  )
}

/**
 * True when a key pressed with focus on `target` is for the player under `root`: focus on the page
 * body, inside the player, or on an element holding it (the TV page's dialog, the /watch layer).
 * A list beside the player keeps its own arrows.
 */
export function inPlayerScope(target: EventTarget | null, root: Element | null): boolean {
  if (!(target instanceof Node)) return true
  if (target === target.ownerDocument?.body) return true
  return !!root && (root.contains(target) || target.contains(root))
}

/** What a key did, for the announcement. */
export type KeyEffect =
  | { kind: 'play-pause'; wasPlaying: boolean }
  | { kind: 'skip'; direction: 1 | -1 }
  | { kind: 'volume'; direction: 1 | -1; volume: number }

/** A translation key and its values. */
export interface Announcement {
  key: string
  values?: Record<string, string | number>
}

/**
 * What is announced after a player key acted (WCAG 4.1.3): play/pause the new state, a skip its
 * direction, a volume step the new level in percent (the core's step, clamped 0..100).
 */
export function keyAnnouncement(effect: KeyEffect): Announcement {
  switch (effect.kind) {
    case 'play-pause':
      return { key: effect.wasPlaying ? 'player_announce_paused' : 'player_announce_playing' }
    case 'skip':
      return { key: effect.direction === 1 ? 'player_skip_forward' : 'player_skip_back' }
    case 'volume':
      return {
        key: 'player_announce_volume',
        values: { percent: Math.round(stepVolume(effect.volume, effect.direction) * 100) },
      }
  }
}

/** What a keyboard command did, for its announcement (fullscreen speaks for itself). */
export function commandEffect(name: PlayerCommand['name'], before: PlayerState): KeyEffect | null {
  switch (name) {
    case 'togglePlay':
      return { kind: 'play-pause', wasPlaying: before.status === 'playing' || before.status === 'waiting' }
    case 'skipBack':
    case 'skipForward':
      return { kind: 'skip', direction: name === 'skipForward' ? 1 : -1 }
    case 'volumeUp':
    case 'volumeDown':
      return { kind: 'volume', direction: name === 'volumeUp' ? 1 : -1, volume: before.volume }
    default:
      return null
  }
}

/**
 * A radio group's arrow keys (WAI-ARIA radio group): ↓/→ the next choice, ↑/← the previous (wrapping),
 * Home the first, End the last; null for other keys.
 */
export function radioKeyIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  const from = index < 0 ? 0 : index
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return index < 0 ? 0 : (from + 1) % count
    case 'ArrowUp':
    case 'ArrowLeft':
      return (from - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
