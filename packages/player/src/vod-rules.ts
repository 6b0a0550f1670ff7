// Spec 2 §3 "Playback points", §5 "Saved history position", §4 "Packshots", §9 constants: the rules of
// on-demand playback as pure functions (no DOM, no engine), driven by the app's VOD player.

/** Spec 2 §5: a saved history position is used only from this many seconds... */
export const RESUME_MIN_S = 10
/** ...up to this many seconds. */
export const RESUME_MAX_S = 12600
/** Spec 2 §9: a highlight without an end lasts this long, ms. */
export const HIGHLIGHT_DEFAULT_MS = 8000
/** Spec 2 §9 / spec 3 §9: packshot and trailer fade, ms. */
export const PACKSHOT_FADE_MS = 4500

/** Where to start a content from its history (spec 2 §5; spec 3 §3 `history{seconds}`, `watch_percentage`). */
export function resumePosition(
  history: { seconds?: number | null; watch_percentage?: number | null } | null | undefined,
): number {
  if (!history) return 0
  const seconds = history.seconds ?? 0
  if (!Number.isFinite(seconds)) return 0
  if ((history.watch_percentage ?? 0) >= 100) return 0
  return seconds >= RESUME_MIN_S && seconds <= RESUME_MAX_S ? seconds : 0
}

/** A playback point of a content (spec 2 §3): seconds on its timeline after normalising. */
export interface PlaybackPoint {
  type: string
  /** ms from the content start */
  start: number
  /** ms; default start plus 8000 ms */
  end?: number | null
  button?: { action: 'skip' | 'start' | 'next' | 'finish'; start?: number | null } | null
}

/** What the player offers at a moment: the active point and where its button goes (seconds). */
export interface ActivePoint {
  point: PlaybackPoint
  /** The point's end in ms (its default applied). */
  endMs: number
  /** The action of its button, or null when the point has no button (a plain highlight). */
  action: 'skip' | 'start' | 'next' | 'finish' | null
  /** Where a skip/start button seeks, in seconds; null for next/finish/no button. */
  seekTo: number | null
}

/** The end of a point in ms (spec 2 §3: default start plus 8000 ms). */
export function pointEnd(point: PlaybackPoint): number {
  return point.end ?? point.start + HIGHLIGHT_DEFAULT_MS
}

/** The point covering `timeS` (seconds), the first by start when several overlap; null if none. */
export function activePoint(points: readonly PlaybackPoint[], timeS: number): ActivePoint | null {
  const ms = timeS * 1000
  const sorted = [...points].sort((a, b) => a.start - b.start)
  for (const point of sorted) {
    const endMs = pointEnd(point)
    if (ms < point.start || ms >= endMs) continue
    const action = point.button?.action ?? null
    const seekTo =
      action === 'skip' ? endMs / 1000 : action === 'start' ? (point.button?.start ?? endMs) / 1000 : null
    return { point, endMs, action, seekTo }
  }
  return null
}

/** The highlights of a content as seek-line marks (fractions 0..1 of `durationS`). */
export function highlightMarks(
  points: readonly PlaybackPoint[],
  durationS: number,
): { from: number; to: number }[] {
  if (!(durationS > 0) || !Number.isFinite(durationS)) return []
  const clamp = (v: number) => Math.min(1, Math.max(0, v))
  return points
    .filter((p) => p.type === 'highlights')
    .map((p) => ({ from: clamp(p.start / 1000 / durationS), to: clamp(pointEnd(p) / 1000 / durationS) }))
    .filter((m) => m.to > m.from)
}

/** Spec 2 §4: packshots play first, one by one — the url list in order, empty ones dropped. */
export function packshotQueue(packshots: readonly { url?: string | null }[] | null | undefined): string[] {
  return (packshots ?? []).map((p) => p.url ?? '').filter((url) => url.length > 0)
}

/**
 * Issue 31 (the spec gives no time for the offer): the next episode is offered from the credits (a
 * `finish` or `next` point) or, without one, in a title's last 20 s, as streaming sites do...
 */
export const NEXT_EPISODE_LEAD_S = 20
/** ...and plays on by itself after a countdown of 10 s of playback, unless the viewer cancels it. */
export const NEXT_EPISODE_COUNTDOWN_S = 10

/**
 * When the next-episode offer shows: from the content's `finish` or `next` point if it has one, else
 * in the last `leadS` seconds (default NEXT_EPISODE_LEAD_S), and always at the end.
 */
export function nextEpisodeDue(args: {
  currentTime: number
  duration: number
  ended: boolean
  points?: readonly PlaybackPoint[]
  leadS?: number
}): boolean {
  if (args.ended) return true
  const { currentTime, duration } = args
  const finish = (args.points ?? []).find((p) => p.button?.action === 'finish' || p.button?.action === 'next')
  if (finish && currentTime * 1000 >= finish.start) return true
  if (!(duration > 0) || !Number.isFinite(duration)) return false
  const lead = args.leadS ?? NEXT_EPISODE_LEAD_S
  return currentTime >= duration - lead
}

/** The next-episode offer as the player shows it (issue 31). */
export type NextEpisodeOffer =
  | { kind: 'hidden' }
  /** the offer without a countdown: the viewer cancelled it and the title has ended */
  | { kind: 'offer' }
  | { kind: 'countdown'; secondsLeft: number }
  | { kind: 'play-next' }

/**
 * The next-episode offer with its countdown (issue 31): once due (nextEpisodeDue) it counts down
 * `countdownS` seconds of playback from where it appeared (`shownAt`; a pause pauses it), then the next
 * episode plays, as it does at the end. Cancelled, it hides until the end, where it stays without a
 * countdown. Leaving the due part (seeking back) resets it: the caller forgets `shownAt` and the cancel.
 */
export function nextEpisodeOffer(args: {
  due: boolean
  ended: boolean
  position: number
  /** Where the offer first showed (seconds), null before. */
  shownAt: number | null
  cancelled: boolean
  countdownS?: number
}): NextEpisodeOffer {
  if (!args.due) return { kind: 'hidden' }
  if (args.cancelled) return args.ended ? { kind: 'offer' } : { kind: 'hidden' }
  if (args.ended) return { kind: 'play-next' }
  const countdown = args.countdownS ?? NEXT_EPISODE_COUNTDOWN_S
  const left = countdown - Math.max(0, args.position - (args.shownAt ?? args.position))
  return left <= 0 ? { kind: 'play-next' } : { kind: 'countdown', secondsLeft: Math.ceil(left) }
}

/** The watched share in percent (0..100, integer), as history records it. */
export function watchPercentage(currentTime: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0
  return Math.round(Math.min(1, Math.max(0, currentTime / duration)) * 100)
}
