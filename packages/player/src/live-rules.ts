// Spec 2 §4 rules the UI asks the player core about, as pure functions.
import { DEFAULT_VOLUME, MAX_PLAYBACK_ERRORS, PLAYBACK_RATES, VOLUME_STEP } from './constants'
import { languageKey } from './tracks'
import type { PlayerTrack } from './types'

/** What a press of play/pause (button, space, click on the video) does. */
export type PlayPauseDecision =
  | { kind: 'play' }
  | { kind: 'pause' }
  | { kind: 'refuse'; warning: 'warning_archive_no_pause' }
  | { kind: 'toggle-mute' }
  | { kind: 'reload-programme' }

/** The facts the play/pause rule needs. */
export interface PlayPauseContext {
  /** The video is playing (not paused). */
  playing: boolean
  /** A live (non-archive) stream of a channel. */
  live: boolean
  /** The channel has archive days (catch-up exists). */
  hasArchive: boolean
  /** Playback errors of the current load. */
  errorCount: number
}

/**
 * Spec 2 §4 "Play/pause": pause is refused on live HLS with warning_archive_no_pause; on a channel
 * with no archive the button only mutes and unmutes; after 2 or more playback errors play reloads
 * the currently airing programme.
 */
export function decidePlayPause(ctx: PlayPauseContext): PlayPauseDecision {
  if (!ctx.playing) {
    return ctx.errorCount >= MAX_PLAYBACK_ERRORS ? { kind: 'reload-programme' } : { kind: 'play' }
  }
  if (!ctx.live) return { kind: 'pause' }
  return ctx.hasArchive ? { kind: 'refuse', warning: 'warning_archive_no_pause' } : { kind: 'toggle-mute' }
}

/** Spec 2 §4: volume clamped to 0..1; NaN gives the default 1. */
export function clampVolume(v: number): number {
  if (Number.isNaN(v)) return DEFAULT_VOLUME
  return Math.min(1, Math.max(0, v))
}

/** Spec 2 §4: one volume step (0.05) up or down, clamped, rounded to the step. */
export function stepVolume(v: number, direction: 1 | -1): number {
  return clampVolume(Math.round((clampVolume(v) + direction * VOLUME_STEP) * 100) / 100)
}

/**
 * Spec 2 §4: a stored volume (0..1, or 0..100 percent as older clients stored it); default 1 (100 %)
 * when missing or unreadable.
 */
export function parseStoredVolume(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return DEFAULT_VOLUME
  const n = Number(raw)
  if (!Number.isFinite(n)) return DEFAULT_VOLUME
  return clampVolume(n > 1 ? n / 100 : n)
}

/** Spec 2 §4: speeds 0.25..2 in steps of 0.25. */
export function isAllowedRate(rate: number): boolean {
  return PLAYBACK_RATES.includes(rate)
}

/** The allowed speed nearest to `rate`. */
/**
 * The speeds the settings menu offers: spec 2 §4's 0.25–2 in steps of 0.25, and only 1× on a live
 * stream (issue 11: there is nothing ahead of the live edge to play faster towards).
 */
export function offeredRates(live: boolean): readonly number[] {
  return live ? [1] : PLAYBACK_RATES
}

export function nearestRate(rate: number): number {
  let best = 1
  for (const r of PLAYBACK_RATES) if (Math.abs(r - rate) < Math.abs(best - rate)) best = r
  return best
}

/** An audio language of the network data (`languages.audio`): lower `priority` comes first. */
export interface NetworkLanguage {
  key: string
  priority: number
}

/**
 * Spec 2 §4: the saved per-channel (or per-content) audio language first, else the highest-priority
 * network language available (priority 1 before 2, as the network data orders them), else the
 * stream's default. Returns the track id, or null when there are no tracks.
 */
export function chooseAudioTrack(
  tracks: readonly PlayerTrack[],
  saved: string | null | undefined,
  networkLanguages: readonly NetworkLanguage[] = [],
): number | null {
  const byLang = (lang: string) => tracks.find((t) => languageKey(t.lang) === languageKey(lang))
  if (saved) {
    const hit = byLang(saved) ?? tracks.find((t) => t.name === saved)
    if (hit) return hit.id
  }
  for (const l of [...networkLanguages].sort((a, b) => a.priority - b.priority)) {
    const hit = byLang(l.key)
    if (hit) return hit.id
  }
  return (tracks.find((t) => t.default) ?? tracks[0])?.id ?? null
}

/** What the text-track rule decided; `locked` when forced subtitles cannot be changed. */
export interface TextTrackChoice {
  id: number | null
  locked: boolean
}

/** Facts for the text-track rule. */
export interface TextTrackContext {
  /** Saved per-channel choice: a language, 'off', or nothing. */
  savedForChannel?: string | null | undefined
  /** The viewer's saved subtitle language (settings), matched on its first two letters. */
  savedLanguage?: string | null | undefined
  /** The DRM descriptor's force_subtitles. */
  forceSubtitles?: boolean | undefined
  /** Language of the audio playing now. */
  audioLang?: string | null | undefined
  /** The viewer's language, for forced subtitles. */
  viewerLang?: string | null | undefined
}

/**
 * Spec 2 §4: saved per-channel choice, else the saved subtitle language on its first two letters;
 * when the DRM forces subtitles and the audio language differs from the viewer's, subtitles are on
 * (the viewer's language, else the first) and cannot be changed.
 */
export function chooseTextTrack(tracks: readonly PlayerTrack[], ctx: TextTrackContext): TextTrackChoice {
  const byLang = (lang: string | null | undefined) =>
    lang ? tracks.find((t) => languageKey(t.lang) === languageKey(lang)) : undefined
  const viewer = ctx.viewerLang ?? ctx.savedLanguage
  if (ctx.forceSubtitles && tracks.length > 0 && languageKey(ctx.audioLang) !== languageKey(viewer)) {
    return { id: (byLang(viewer) ?? tracks[0])?.id ?? null, locked: true }
  }
  if (ctx.savedForChannel === 'off') return { id: null, locked: false }
  const saved = byLang(ctx.savedForChannel) ?? byLang(ctx.savedLanguage)
  return { id: saved?.id ?? null, locked: false }
}

/**
 * The spec's error text key for the overlay: error_drm (spec 2 §8 'DRM Error', shown with the message
 * and code), error_video_codec, error_video_download, or error_video_broken for the video error (over
 * 5 fragment-parsing or buffer-stall errors: the stream arrives but cannot be played), or null.
 */
export function errorMessageKey(s: {
  codecError: boolean
  errorCount: number
  error: { kind: string } | null
  videoError?: boolean
}): 'error_drm' | 'error_video_codec' | 'error_video_download' | 'error_video_broken' | null {
  if (s.error?.kind === 'drm') return 'error_drm'
  if (s.codecError) return 'error_video_codec'
  if (s.videoError && !s.error) return 'error_video_broken'
  if (s.errorCount >= MAX_PLAYBACK_ERRORS || s.error?.kind === 'download') return 'error_video_download'
  return null
}
