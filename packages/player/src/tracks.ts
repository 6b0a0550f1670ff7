// Spec 2 §4 "Audio, subtitles, quality": which engine tracks and levels the viewer is offered.
import { MAX_LEVEL_HEIGHT, MAX_LEVELS } from './constants'
import type { PlayerLevel, PlayerTrack } from './types'

/** A level as an engine reports it; `id` is its engine index. */
export interface RawLevel {
  id: number
  height: number
  width: number
  bitrate: number
  name?: string | undefined
}

/** A track as an engine reports it. */
export interface RawTrack {
  id: number
  name?: string | undefined
  lang?: string | undefined
  forced?: boolean | undefined
  default?: boolean | undefined
}

/** Spec 2 §4: only 1080 px or lower, at most the top 4 (tallest first, then highest bitrate). */
export function offeredLevels(levels: readonly RawLevel[]): PlayerLevel[] {
  return levels
    .filter((l) => l.height <= MAX_LEVEL_HEIGHT)
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    .slice(0, MAX_LEVELS)
    .map((l) => ({
      id: l.id,
      height: l.height,
      width: l.width,
      bitrate: l.bitrate,
      name: l.name || (l.height ? `${l.height}p` : `${Math.round(l.bitrate / 1000)} kbps`),
    }))
}

/** Two-letter language of a track tag: `rus` → `ru`, `en-US` → `en`, none → ''. */
export function languageKey(lang: string | null | undefined): string {
  return (lang ?? '').trim().slice(0, 2).toLowerCase()
}

function toTrack(t: RawTrack): PlayerTrack {
  return {
    id: t.id,
    name: t.name ?? '',
    lang: t.lang ?? '',
    ...(t.forced ? { forced: true } : {}),
    ...(t.default ? { default: true } : {}),
  }
}

/** Spec 2 §4: duplicate audio tracks (same name or same language) are removed; the first stays. */
export function offeredAudioTracks(tracks: readonly RawTrack[]): PlayerTrack[] {
  const names = new Set<string>()
  const langs = new Set<string>()
  const out: PlayerTrack[] = []
  for (const t of tracks) {
    const name = (t.name ?? '').trim().toLowerCase()
    const lang = languageKey(t.lang)
    if ((name && names.has(name)) || (lang && langs.has(lang))) continue
    if (name) names.add(name)
    if (lang) langs.add(lang)
    out.push(toTrack(t))
  }
  return out
}

// spec 2 §4: "labelled as a certain player text track" — the track element shaka-player adds
const PLAYER_INTERNAL_LABELS = [/shaka player text ?track/i]

/** Spec 2 §4: text tracks with no language or with a player-internal label are dropped. */
export function offeredTextTracks(tracks: readonly RawTrack[]): PlayerTrack[] {
  return tracks
    .filter((t) => languageKey(t.lang) !== '')
    .filter((t) => !PLAYER_INTERNAL_LABELS.some((re) => re.test(t.name ?? '')))
    .map(toTrack)
}
