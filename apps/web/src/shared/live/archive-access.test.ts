import { describe, expect, it } from 'vitest'
import { streamTs } from './stream-ts'
import { archiveAccess, isArchived } from './archive-access'

const NOW = 1_700_000_000
const HOUR = 3600
const DAY = 86_400
const paid = { is_purchased: true, is_free: false, archived_days: 3 }
const past = { timestamp: NOW - 5 * HOUR, duration: HOUR, is_catchup_available: true }

describe('archive playback (spec 2 §4)', () => {
  it.each([
    [
      'a future programme',
      { ...past, timestamp: NOW + 60 },
      paid,
      { kind: 'denied', alert: 'error_schedule_from_future' },
    ],
    ['a past programme plays from its start', past, paid, { kind: 'play', ts: NOW - 5 * HOUR, live: false }],
    [
      'catch-up banned',
      { ...past, is_catchup_available: false },
      paid,
      { kind: 'denied', alert: 'error_schedule_copyright_banned' },
    ],
    [
      'older than the archive days',
      { ...past, timestamp: NOW - 4 * DAY },
      paid,
      { kind: 'denied', alert: 'error_schedule_copyright_banned' },
    ],
    [
      'exactly at the archive days',
      { ...past, timestamp: NOW - 3 * DAY },
      paid,
      { kind: 'play', ts: NOW - 3 * DAY, live: false },
    ],
    [
      'a channel with no archive',
      past,
      { ...paid, archived_days: 0 },
      { kind: 'denied', alert: 'error_schedule_copyright_banned' },
    ],
    ['not purchased', past, { ...paid, is_purchased: false }, { kind: 'packets' }],
    [
      'a free (base) channel needs no purchase',
      past,
      { ...paid, is_purchased: false, is_free: true },
      { kind: 'play', ts: NOW - 5 * HOUR, live: false },
    ],
    [
      'the airing programme from its start',
      { ...past, timestamp: NOW - 600 },
      paid,
      { kind: 'play', ts: NOW - 600, live: false },
    ],
    [
      'the airing programme started under 30 s ago is live',
      { ...past, timestamp: NOW - 20 },
      paid,
      { kind: 'play', ts: undefined, live: true },
    ],
    [
      'the airing programme without catch-up is live',
      { ...past, timestamp: NOW - 600, is_catchup_available: false },
      paid,
      { kind: 'play', ts: undefined, live: true },
    ],
  ])('%s', (_name, entry, channel, expected) => {
    expect(archiveAccess(entry, channel, NOW)).toEqual(expected)
  })

  it('sends ts only when at least 30 s old (spec 2 §5)', () => {
    expect(streamTs(NOW - 30, NOW)).toBe(NOW - 30)
    expect(streamTs(NOW - 29, NOW)).toBeUndefined()
    expect(streamTs(undefined, NOW)).toBeUndefined()
  })

  it('archived means playable from the archive', () => {
    expect(isArchived(past, paid, NOW)).toBe(true)
    expect(isArchived({ ...past, is_catchup_available: false }, paid, NOW)).toBe(false)
  })
})
