import type { NetworkLanguage } from '@efir/player'
import { arrayOf, isString, storedItem } from '../storage/stored-item'

/*
 * The viewer's audio and subtitle language priorities (spec 1 §9 "an audio language priority list is
 * stored"; spec 3 §2 settings language/audiotracks and language/texttracks). The settings area writes
 * them; the player reads them before the network's own order (spec 2 §4).
 */

export type TrackKind = 'audio' | 'text'

/** localStorage keys: the language keys in the viewer's order, first preferred. */
export const TRACK_PRIORITY_KEYS: Record<TrackKind, string> = {
  audio: 'audio_language_priority',
  text: 'text_language_priority',
}

const items = {
  audio: storedItem(TRACK_PRIORITY_KEYS.audio, arrayOf(isString)),
  text: storedItem(TRACK_PRIORITY_KEYS.text, arrayOf(isString)),
}

export const readTrackPriority = (kind: TrackKind): string[] => items[kind].read() ?? []
export const writeTrackPriority = (kind: TrackKind, keys: readonly string[]): boolean =>
  items[kind].write([...keys])

/**
 * The network's languages in the viewer's order: those the viewer ranked first (in that order), then
 * the rest by the network's priority. Languages the network no longer lists are dropped.
 */
export function orderedLanguages<L extends NetworkLanguage>(
  network: readonly L[],
  stored: readonly string[],
): L[] {
  const byNetwork = [...network].sort((a, b) => a.priority - b.priority)
  const ranked = stored
    .map((key) => byNetwork.find((l) => l.key === key))
    .filter((l): l is L => l !== undefined)
  return [...new Set([...ranked, ...byNetwork])]
}

/** The priorities to hand to the player's audio rule: the viewer's order renumbered 1, 2, 3... */
export function effectivePriorities(
  network: readonly NetworkLanguage[],
  stored: readonly string[],
): NetworkLanguage[] {
  return orderedLanguages(network, stored).map((l, i) => ({ key: l.key, priority: i + 1 }))
}

/** Moves the language at `index` one step up (-1) or down (+1); answers the new order of keys. */
export function moveLanguage(keys: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step
  if (index < 0 || index >= keys.length || target < 0 || target >= keys.length) return [...keys]
  const next = [...keys]
  const [moved] = next.splice(index, 1)
  if (moved !== undefined) next.splice(target, 0, moved)
  return next
}
