import { ERROR_CODES, type ApiErrorBody } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { msg, translate, type PlainKey } from '../../i18n/messages.ts'
import { ApiError } from '../../plugins/api-error.ts'
import type { ChannelRow } from '../channels/repository.ts'
import { isPurchased, type Viewer } from '../channels/viewer.ts'

/** spec 2 §4 scrub rule: under 30 s old is live; the server refuses such a ts as catch-up. */
export const LIVE_THRESHOLD_SECONDS = 30

/** spec 2 §8 permission_denied: a modal showing `detail`, with a way back to the channel list. */
class ChannelUnavailable extends ApiError {
  constructor(private readonly reason: PlainKey) {
    super(403, ERROR_CODES.permissionDenied, 'channel_not_available')
  }
  override toBody(language: Language): ApiErrorBody {
    return { ...super.toBody(language), detail: translate(language, this.reason) }
  }
}

/**
 * Throws unless the viewer may play the channel: an unavailable channel is permission_denied; an
 * unpurchased one is not_purchased (the client shows its packets, spec 2 §4), in preview too (issue 8:
 * a preview gives nothing playable that the full answer would refuse).
 */
export function checkChannelAccess(channel: ChannelRow, viewer: Viewer): void {
  if (!channel.isAvailable) throw new ChannelUnavailable(channel.accessError ?? 'channel_not_available')
  if (!isPurchased(viewer, channel)) {
    throw new ApiError(403, ERROR_CODES.notPurchased, msg('channel_not_purchased', { channel: channel.name }))
  }
}

/** spec 2 §2: an 18+ channel (the PIN protects it; it shows no preview video). */
export const isAdultChannel = (channel: ChannelRow): boolean => (channel.age ?? 0) >= 18

export type CatchupDecision =
  | { kind: 'ok' }
  | { kind: 'from-future' }
  | { kind: 'too-recent' }
  | { kind: 'no-archive' }
  | { kind: 'expired'; days: number }
  | { kind: 'banned' }

/** spec 2 §4 "Archive playback": started, at least 30 s old, within the archive days, not banned. */
export function decideCatchup(input: {
  now: number
  ts: number
  archivedDays: number
  isCatchupAvailable: boolean
}): CatchupDecision {
  if (input.ts > input.now) return { kind: 'from-future' }
  if (input.now - input.ts < LIVE_THRESHOLD_SECONDS) return { kind: 'too-recent' }
  if (input.archivedDays <= 0) return { kind: 'no-archive' }
  if (input.ts < input.now - input.archivedDays * 86_400) return { kind: 'expired', days: input.archivedDays }
  if (!input.isCatchupAvailable) return { kind: 'banned' }
  return { kind: 'ok' }
}

export function catchupError(decision: Exclude<CatchupDecision, { kind: 'ok' }>): ApiError {
  const archive = (text: Parameters<typeof translate>[1]) =>
    new ApiError(400, ERROR_CODES.archiveUnavailable, text)
  switch (decision.kind) {
    case 'from-future':
      return new ApiError(400, ERROR_CODES.scheduleFromFuture, 'archive_from_future')
    case 'too-recent':
      return new ApiError(400, ERROR_CODES.scheduleFromFuture, 'archive_too_recent')
    case 'no-archive':
      return archive('archive_none')
    case 'expired':
      return archive(msg('archive_expired', { days: decision.days }))
    case 'banned':
      return archive('archive_banned')
  }
}
