import { describe, expect, it } from 'vitest'
import type { GuideEntry } from '@efir/contract'
import {
  BLOCK_CHANNELS,
  BLOCK_SECONDS,
  CHANNEL_COLUMN,
  DAY_SECONDS,
  DAY_WIDTH,
  OVERSCAN_ROWS,
  OVERSCAN_SECONDS,
  PX_PER_SECOND,
  ROW_HEIGHT,
  cellBox,
  cellState,
  channelBlocks,
  guideDays,
  moveFocus,
  scrollToShow,
  timeBlocks,
  visibleRows,
  visibleSpan,
} from './guide-layout'

const DAY = 1_700_000_000 - (1_700_000_000 % DAY_SECONDS)
const HOUR = 3600
const entry = (start: number, minutes: number, extra: Partial<GuideEntry> = {}): GuideEntry => ({
  id: start,
  program_id: 1,
  timestamp: start,
  duration: minutes * 60,
  is_catchup_available: true,
  title: 'Интервью',
  age: 12,
  episode: null,
  category: null,
  ...extra,
})

describe('virtualisation (issue 11: only what is in view is drawn and fetched)', () => {
  it('draws the rows in view and the overscan, clamped to the list', () => {
    expect(visibleRows(0, 10 * ROW_HEIGHT, 1000)).toEqual({ first: 0, last: 10 + OVERSCAN_ROWS })
    expect(visibleRows(500 * ROW_HEIGHT, 10 * ROW_HEIGHT, 1000)).toEqual({
      first: 500 - OVERSCAN_ROWS,
      last: 510 + OVERSCAN_ROWS,
    })
    expect(visibleRows(995 * ROW_HEIGHT, 10 * ROW_HEIGHT, 1000).last).toBe(999)
    expect(visibleRows(0, 500, 0)).toEqual({ first: 0, last: -1 })
  })

  it('draws the hours in view and an hour either side, within the day', () => {
    const width = CHANNEL_COLUMN + 2 * HOUR * PX_PER_SECOND
    expect(visibleSpan(0, width, DAY)).toEqual({ from: DAY, to: DAY + 2 * HOUR + OVERSCAN_SECONDS })
    const left = 10 * HOUR * PX_PER_SECOND
    expect(visibleSpan(left, width, DAY)).toEqual({
      from: DAY + 10 * HOUR - OVERSCAN_SECONDS,
      to: DAY + 12 * HOUR + OVERSCAN_SECONDS,
    })
    expect(visibleSpan(DAY_WIDTH, width, DAY).to).toBe(DAY + DAY_SECONDS)
  })

  it('asks for aligned 3-hour blocks of 25 channels, so blocks are shared and cached', () => {
    const start = Math.floor(DAY / BLOCK_SECONDS) * BLOCK_SECONDS
    expect(timeBlocks(start + 1, start + BLOCK_SECONDS + 1)).toEqual([start, start + BLOCK_SECONDS])
    expect(timeBlocks(start, start + BLOCK_SECONDS)).toEqual([start])
    expect(channelBlocks({ first: 0, last: BLOCK_CHANNELS - 1 })).toEqual([0])
    expect(channelBlocks({ first: 20, last: 60 })).toEqual([0, 1, 2])
    expect(channelBlocks({ first: 0, last: -1 })).toEqual([])
  })

  it('places a programme by its time and clips it to the day', () => {
    expect(cellBox(entry(DAY + HOUR, 30), DAY)).toEqual({
      left: HOUR * PX_PER_SECOND,
      width: 1800 * PX_PER_SECOND,
    })
    expect(cellBox(entry(DAY - 1800, 60), DAY)).toEqual({ left: 0, width: 1800 * PX_PER_SECOND })
    expect(cellBox(entry(DAY - HOUR, 60), DAY)).toBeNull()
    expect(cellBox(entry(DAY + DAY_SECONDS - 600, 30), DAY)?.width).toBe(600 * PX_PER_SECOND)
  })
})

describe('cell states (spec 2 §2 item states, §4 archive rules)', () => {
  const channel = { is_purchased: false, is_free: true, archived_days: 7 }
  const now = DAY + 12 * HOUR
  it.each([
    ['airing now', entry(now - 600, 30), channel, 'active'],
    ['past, catch-up available, within archive days', entry(now - 2 * HOUR, 30), channel, 'archived'],
    ['past, catch-up banned', entry(now - 2 * HOUR, 30, { is_catchup_available: false }), channel, 'past'],
    ['past, beyond the archive days', entry(now - 8 * DAY_SECONDS, 30), channel, 'past'],
    ['past, channel without archive', entry(now - 2 * HOUR, 30), { ...channel, archived_days: 0 }, 'past'],
    ['past, not purchased', entry(now - 2 * HOUR, 30), { ...channel, is_free: false }, 'past'],
    ['future', entry(now + HOUR, 30), channel, 'future'],
  ] as const)('%s: %s', (_name, e, c, state) => {
    expect(cellState(e, c, now)).toBe(state)
  })
})

describe('keyboard (issue 11: arrows across cells)', () => {
  // row 0: 10:00-10:30, 10:30-11:30; row 1: 09:45-10:45, 10:45-11:00
  const rows = [
    [entry(DAY + 10 * HOUR, 30), entry(DAY + 10.5 * HOUR, 60)],
    [entry(DAY + 9.75 * HOUR, 60), entry(DAY + 10.75 * HOUR, 15)],
  ]
  const ctx = { rows: 3, pageRows: 10, dayStart: DAY, entriesOf: (row: number) => rows[row] }
  const at = DAY + 10 * HOUR

  it('up and down keep the moment on the neighbouring channel, within the list', () => {
    expect(moveFocus({ row: 0, at }, 'ArrowDown', ctx)).toEqual({ row: 1, at })
    expect(moveFocus({ row: 1, at }, 'ArrowUp', ctx)).toEqual({ row: 0, at })
    expect(moveFocus({ row: 0, at }, 'ArrowUp', ctx)).toEqual({ row: 0, at })
    expect(moveFocus({ row: 2, at }, 'ArrowDown', ctx)).toEqual({ row: 2, at })
    expect(moveFocus({ row: 0, at }, 'PageDown', ctx)).toEqual({ row: 2, at })
  })

  it('right and left step to the next and previous programme of the channel', () => {
    expect(moveFocus({ row: 0, at }, 'ArrowRight', ctx)).toEqual({ row: 0, at: DAY + 10.5 * HOUR })
    expect(moveFocus({ row: 0, at: DAY + 10.5 * HOUR }, 'ArrowLeft', ctx)).toEqual({ row: 0, at })
    // from 10:00 on row 1 (inside 09:45-10:45): left goes to the programme before 09:45 (not loaded: its last second)
    expect(moveFocus({ row: 1, at }, 'ArrowLeft', ctx)).toEqual({ row: 1, at: DAY + 9.75 * HOUR - 1 })
    expect(moveFocus({ row: 1, at }, 'ArrowRight', ctx)).toEqual({ row: 1, at: DAY + 10.75 * HOUR })
  })

  it('stays inside the day: Home and End go to its first and last moment', () => {
    expect(moveFocus({ row: 0, at: DAY }, 'ArrowLeft', ctx)).toEqual({ row: 0, at: DAY })
    expect(moveFocus({ row: 0, at }, 'Home', ctx)).toEqual({ row: 0, at: DAY })
    expect(moveFocus({ row: 0, at }, 'End', ctx)).toEqual({ row: 0, at: DAY + DAY_SECONDS - 1 })
    const late = { ...ctx, entriesOf: () => [entry(DAY + DAY_SECONDS - 1800, 60)] }
    expect(moveFocus({ row: 0, at: DAY + DAY_SECONDS - 60 }, 'ArrowRight', late)).toEqual({
      row: 0,
      at: DAY + DAY_SECONDS - 60,
    })
  })

  it('scrolls a focused cell into view only when it is out of view', () => {
    const viewport = { width: CHANNEL_COLUMN + 1000, height: 36 + 10 * ROW_HEIGHT }
    const inView = { top: 0, left: 10 * HOUR * PX_PER_SECOND }
    expect(scrollToShow(inView, viewport, { row: 3, at: DAY + 10.5 * HOUR, dayStart: DAY })).toEqual(inView)
    expect(scrollToShow(inView, viewport, { row: 12, at: DAY + 10.5 * HOUR, dayStart: DAY }).top).toBe(
      3 * ROW_HEIGHT,
    )
    expect(scrollToShow(inView, viewport, { row: 3, at: DAY + 16 * HOUR, dayStart: DAY }).left).toBe(
      16 * HOUR * PX_PER_SECOND - 250,
    )
  })
})

describe('day switch', () => {
  it('offers a week back and three days ahead, today in between', () => {
    const days = guideDays('2026-03-01')
    expect(days).toHaveLength(11)
    expect(days[0]?.day).toBe('2026-02-22')
    expect(days[7]?.day).toBe('2026-03-01')
    expect(days.at(-1)?.day).toBe('2026-03-04')
    expect(days[7]?.start).toBe(new Date(2026, 2, 1).getTime() / 1000)
  })
})
