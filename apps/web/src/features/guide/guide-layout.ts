import type { GuideEntry } from '@efir/contract'
import { GUIDE_MAX_CHANNELS } from '@efir/contract/routes'
import { entryState } from '../../shared/live/schedule-days'
import type { ArchiveChannel } from '../../shared/live/archive-access'

/*
 * The guide grid's geometry and navigation (issue 11): channels down, time across, virtualised both
 * ways. Pure: the page turns scroll positions into the rows and hours to draw and fetch.
 */
export const ROW_HEIGHT = 56
export const CHANNEL_COLUMN = 184
export const RULER_HEIGHT = 36
/** 30 minutes = 150 px: a 15-minute programme still shows its title's start. */
export const PX_PER_MINUTE = 5
export const PX_PER_SECOND = PX_PER_MINUTE / 60
export const DAY_SECONDS = 86_400
export const DAY_WIDTH = (DAY_SECONDS / 60) * PX_PER_MINUTE
/** Rows and minutes drawn beyond the viewport, so a scroll step shows what is already there. */
export const OVERSCAN_ROWS = 6
export const OVERSCAN_SECONDS = 3_600
/** One request: this many channels over this many hours, aligned so blocks are shared and cached. */
export const BLOCK_CHANNELS = 25
export const BLOCK_SECONDS = 3 * 3_600
/** The days offered by the day switch, from today: the week of archive back, three days ahead (spec 2 §4). */
export const DAYS_BACK = 7
export const DAYS_AHEAD = 3
/** Jump to now puts the now-line this far into the visible hours. */
export const NOW_LEAD = 0.25

if (BLOCK_CHANNELS > GUIDE_MAX_CHANNELS) throw new Error('a guide block asks for too many channels')

export interface Range {
  first: number
  last: number
}

/** The rows to draw for a vertical scroll position (inclusive, clamped), with overscan. */
export function visibleRows(scrollTop: number, viewport: number, count: number): Range {
  if (count === 0) return { first: 0, last: -1 }
  const top = Math.max(0, scrollTop)
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN_ROWS)
  const last = Math.min(count - 1, Math.ceil((top + viewport) / ROW_HEIGHT) + OVERSCAN_ROWS)
  return { first, last }
}

/** The seconds [from, to) to draw for a horizontal scroll position over the day from `dayStart`. */
export function visibleSpan(
  scrollLeft: number,
  viewport: number,
  dayStart: number,
): { from: number; to: number } {
  const left = Math.max(0, scrollLeft)
  const width = Math.max(0, viewport - CHANNEL_COLUMN)
  const from = Math.max(dayStart, dayStart + left / PX_PER_SECOND - OVERSCAN_SECONDS)
  const to = Math.min(dayStart + DAY_SECONDS, dayStart + (left + width) / PX_PER_SECOND + OVERSCAN_SECONDS)
  return { from: Math.floor(from), to: Math.ceil(to) }
}

/** The aligned time blocks covering [from, to). */
export function timeBlocks(from: number, to: number): number[] {
  const out: number[] = []
  for (let b = Math.floor(from / BLOCK_SECONDS) * BLOCK_SECONDS; b < to; b += BLOCK_SECONDS) out.push(b)
  return out
}

/** The channel blocks (indexes into the row list) covering the rows. */
export function channelBlocks(rows: Range): number[] {
  const out: number[] = []
  if (rows.last < rows.first) return out
  for (let b = Math.floor(rows.first / BLOCK_CHANNELS); b <= Math.floor(rows.last / BLOCK_CHANNELS); b++)
    out.push(b)
  return out
}

/** Horizontal position and width of a programme in the day, clipped to the day; null outside it. */
export function cellBox(
  entry: Pick<GuideEntry, 'timestamp' | 'duration'>,
  dayStart: number,
): { left: number; width: number } | null {
  const start = Math.max(entry.timestamp, dayStart)
  const end = Math.min(entry.timestamp + entry.duration, dayStart + DAY_SECONDS)
  if (end <= start) return null
  return { left: (start - dayStart) * PX_PER_SECOND, width: (end - start) * PX_PER_SECOND }
}

/** The scrollLeft that shows `at` a quarter into the visible hours (jump to now). */
export function scrollLeftFor(at: number, dayStart: number, viewport: number): number {
  const width = Math.max(0, viewport - CHANNEL_COLUMN)
  return Math.max(0, Math.min(DAY_WIDTH - width, (at - dayStart) * PX_PER_SECOND - width * NOW_LEAD))
}

/** What a cell says and does (spec 2 §2 item states, spec 2 §4 archive rules). */
export type CellState = 'active' | 'archived' | 'past' | 'future'

export function cellState(entry: GuideEntry, channel: ArchiveChannel, now: number): CellState {
  const state = entryState(entry, channel, now)
  if (state !== 'unactive') return state
  return entry.timestamp > now ? 'future' : 'past'
}

/** Where keyboard focus is: a row and a moment (kept across rows, as a TV guide does). */
export interface GuideFocus {
  row: number
  at: number
}

export type GuideKey =
  'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown'
export const GUIDE_KEYS: ReadonlySet<string> = new Set<GuideKey>([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])

/** The programme of a row at a moment. */
export function entryAtTime<E extends Pick<GuideEntry, 'timestamp' | 'duration'>>(
  entries: readonly E[] | undefined,
  at: number,
): E | undefined {
  return entries?.find((e) => e.timestamp <= at && at < e.timestamp + e.duration)
}

/**
 * The next focus for a key: up/down keep the moment on the neighbouring channel, left/right step to the
 * previous/next programme (within the day), Home/End the day's first/last, PageUp/PageDown a screen of rows.
 * `entriesOf` answers a row's loaded programmes (undefined while loading).
 */
export function moveFocus(
  focus: GuideFocus,
  key: GuideKey,
  ctx: {
    rows: number
    pageRows: number
    dayStart: number
    entriesOf: (row: number) => readonly Pick<GuideEntry, 'timestamp' | 'duration'>[] | undefined
  },
): GuideFocus {
  const dayEnd = ctx.dayStart + DAY_SECONDS
  const clampRow = (row: number) => Math.max(0, Math.min(ctx.rows - 1, row))
  const clampAt = (at: number) => Math.max(ctx.dayStart, Math.min(dayEnd - 1, at))
  const entries = ctx.entriesOf(focus.row)
  const current = entryAtTime(entries, focus.at)
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(focus.row - 1), at: focus.at }
    case 'ArrowDown':
      return { row: clampRow(focus.row + 1), at: focus.at }
    case 'PageUp':
      return { row: clampRow(focus.row - ctx.pageRows), at: focus.at }
    case 'PageDown':
      return { row: clampRow(focus.row + ctx.pageRows), at: focus.at }
    case 'ArrowLeft': {
      const start = current ? Math.max(ctx.dayStart, current.timestamp) : focus.at
      if (start <= ctx.dayStart) return focus
      const previous = entryAtTime(entries, start - 1)
      return { row: focus.row, at: previous ? Math.max(ctx.dayStart, previous.timestamp) : start - 1 }
    }
    case 'ArrowRight': {
      const end = current ? current.timestamp + current.duration : focus.at + 1
      return end >= dayEnd ? focus : { row: focus.row, at: clampAt(end) }
    }
    case 'Home':
      return { row: focus.row, at: ctx.dayStart }
    case 'End':
      return { row: focus.row, at: dayEnd - 1 }
  }
}

/** The anchor moment a focused cell stands for: its start, inside the day. */
export function cellAnchor(entry: Pick<GuideEntry, 'timestamp'>, dayStart: number): number {
  return Math.max(dayStart, entry.timestamp)
}

/** A local calendar day (YYYY-MM-DD) and the unix second of its local midnight. */
export interface GuideDay {
  day: string
  start: number
}

/** Local midnight of a YYYY-MM-DD day in this browser's zone, unix seconds. */
export function localMidnight(day: string): number {
  const [y, m, d] = day.split('-').map(Number)
  return Math.floor(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTime() / 1000)
}

/** The days of the day switch around `today` (YYYY-MM-DD): DAYS_BACK before it to DAYS_AHEAD after. */
export function guideDays(today: string): GuideDay[] {
  const base = new Date(`${today}T00:00:00Z`)
  const out: GuideDay[] = []
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const date = new Date(base)
    date.setUTCDate(base.getUTCDate() + offset)
    const day = date.toISOString().slice(0, 10)
    out.push({ day, start: localMidnight(day) })
  }
  return out
}

/** The scroll position that brings a row and a moment into view (unchanged when they already are). */
export function scrollToShow(
  scroll: { top: number; left: number },
  viewport: { width: number; height: number },
  target: { row: number; at: number; dayStart: number },
): { top: number; left: number } {
  const rowTop = target.row * ROW_HEIGHT
  const rowsHeight = viewport.height - RULER_HEIGHT
  let top = scroll.top
  if (rowTop < top) top = rowTop
  else if (rowTop + ROW_HEIGHT > top + rowsHeight) top = rowTop + ROW_HEIGHT - rowsHeight
  const x = (target.at - target.dayStart) * PX_PER_SECOND
  const width = viewport.width - CHANNEL_COLUMN
  let left = scroll.left
  if (x < left || x > left + width - 60) left = Math.max(0, x - width * NOW_LEAD)
  return { top: Math.max(0, top), left: Math.max(0, Math.min(DAY_WIDTH - width, left)) }
}
