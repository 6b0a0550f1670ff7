import type { Channel, ScheduleEntry } from '@efir/contract'
import { streamTs } from './stream-ts'

const DAY_S = 86_400

/** What clicking a programme does (spec 2 §4 "Archive playback allowed only if ..."). */
export type ArchiveAccess =
  /** Play from `ts` (undefined = live: the programme is airing and started under 30 s ago, or is now). */
  | { kind: 'play'; ts: number | undefined; live: boolean }
  | { kind: 'denied'; alert: 'error_schedule_from_future' | 'error_schedule_copyright_banned' }
  /** spec 2 §4: "An unpurchased programme opens the packet purchase flow." */
  | { kind: 'packets' }

export type ArchiveChannel = Pick<Channel, 'is_purchased' | 'is_free' | 'archived_days'>
export type ArchiveEntry = Pick<ScheduleEntry, 'timestamp' | 'duration' | 'is_catchup_available'>

/**
 * Whether a programme may play from its start. Started, the channel purchased (a base / free channel
 * needs no purchase), catch-up available and the programme's age in days within the archive days;
 * the airing programme always plays (live when the archive is out of reach).
 */
export function archiveAccess(entry: ArchiveEntry, channel: ArchiveChannel, now: number): ArchiveAccess {
  if (entry.timestamp > now) return { kind: 'denied', alert: 'error_schedule_from_future' }
  const airing = now < entry.timestamp + entry.duration
  const purchased = channel.is_purchased || channel.is_free
  const inArchive =
    entry.is_catchup_available &&
    channel.archived_days > 0 &&
    (now - entry.timestamp) / DAY_S <= channel.archived_days
  if (!purchased) return { kind: 'packets' }
  if (airing && !inArchive) return { kind: 'play', ts: undefined, live: true }
  if (!inArchive) return { kind: 'denied', alert: 'error_schedule_copyright_banned' }
  const ts = streamTs(entry.timestamp, now)
  return { kind: 'play', ts, live: ts === undefined }
}

/** True when the programme could be played from the archive (its state is "archived", not "unactive"). */
export function isArchived(entry: ArchiveEntry, channel: ArchiveChannel, now: number): boolean {
  const access = archiveAccess(entry, channel, now)
  return access.kind === 'play' && !access.live
}
