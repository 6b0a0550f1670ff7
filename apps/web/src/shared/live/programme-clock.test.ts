import { describe, expect, it } from 'vitest'
import { entryAt, inBlackout, offsetInStream, programmeTick, wallPosition } from './programme-clock'

const a = { id: 1, timestamp: 1000, duration: 600 }
const b = { id: 2, timestamp: 1600, duration: 600 }
const c = { id: 3, timestamp: 2200, duration: 600 }
const schedule = [b, a, c]

describe('wall position of the playhead', () => {
  it.each([
    ['PROGRAM-DATE-TIME wins', { live: false, currentTime: 5, programDateTime: 1_500_000 }, 1000, 1500],
    ['catch-up start plus playhead', { live: false, currentTime: 42, programDateTime: null }, 1000, 1042],
    ['live without PDT is now', { live: true, currentTime: 42, programDateTime: null }, null, 9999],
  ])('%s', (_name, facts, start, expected) => {
    expect(wallPosition(facts, start, 9999)).toBe(expected)
  })
})

describe('programme at a time', () => {
  it.each([
    [999, undefined],
    [1000, 1],
    [1599, 1],
    [1600, 2],
    [2800, undefined],
  ])('%s → %s', (t, id) => {
    expect(entryAt(schedule, t)?.id).toBe(id)
  })
})

describe('spec 2 §4: the tick moves to the next programme at the end, previous when before', () => {
  it.each([
    ['inside stays', a, 1300, false, 'stay'],
    ['end of a moves to b', a, 1600, false, 2],
    ['before b moves to a', b, 1599, false, 1],
    ['the last programme has no next', c, 2800, false, 'stay'],
    ['live never moves', a, 1700, true, 'stay'],
  ])('%s', (_name, current, position, live, expected) => {
    const tick = programmeTick(schedule, current, position, live)
    expect(tick.kind === 'move' ? tick.entry.id : tick.kind).toBe(expected)
    if (tick.kind === 'move') expect(tick.ts).toBe(tick.entry.timestamp)
  })
})

describe('seek inside the loaded archive stream', () => {
  const w = { live: false, currentTime: 100, programDateTime: null, seekableStart: 0, seekableEnd: 600 }
  it.each([
    ['covered', 1300, w, 300],
    ['before the stream', 999, w, null],
    ['past what is loaded', 1599, w, null],
    ['PDT sets the origin', 1300, { ...w, programDateTime: 1_200_000 }, 200],
    ['live never', 1300, { ...w, live: true }, null],
  ])('%s', (_name, ts, window, expected) => {
    expect(offsetInStream(ts, window, 1000)).toBe(expected)
  })
})

describe('spec 2 §4 blackout', () => {
  const banned = { id: 9, timestamp: 1000, duration: 600, is_catchup_available: false }
  it.each([
    ['archive on a banned programme', banned, 1200, true, 0, true],
    ['live never', banned, 1200, false, 0, false],
    ['catch-up available', { ...banned, is_catchup_available: true }, 1200, true, 0, false],
    ['no programme', undefined, 1200, true, 0, false],
    ['inside the safe area after it', banned, 1620, true, 30, true],
  ])('%s', (_name, entry, position, archive, safeArea, expected) => {
    expect(inBlackout(entry, position, archive, safeArea)).toBe(expected)
  })
})
