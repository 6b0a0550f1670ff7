import { ERROR_CODES, type ApiErrorBody } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { translate, type PlainKey } from '../../i18n/messages.ts'
import { ApiError } from '../../plugins/api-error.ts'
import type { Session } from '../session/tokens.ts'

/** spec 1 §4 "Block status": -2 is the block (block_alma); nothing plays behind its dialog. */
export const BLOCKED_STATUS = -2

/** spec 2 §8 permission_denied: the client shows `detail` in a modal with a way back. */
class ViewerRefused extends ApiError {
  constructor(private readonly reason: PlainKey) {
    super(403, ERROR_CODES.permissionDenied, reason)
  }
  override toBody(language: Language): ApiErrorBody {
    return { ...super.toBody(language), detail: translate(language, this.reason) }
  }
}

/**
 * Throws unless the signed-in caller may be given a stream answer at all (issue 30), before anything
 * about the channel or title: a blocked account (-2) gets nothing playable, whatever its dialog
 * covers; a sign-in that holds no device slot (its token was never bound to a registered device, e.g.
 * a sixth sign-in that could not register) gets nothing either, so the device limit limits playback.
 * An anonymous caller passes: what it may play is decided per channel (free channels only).
 */
export function assertViewerMayPlay(auth: Session | null): void {
  if (!auth) return
  if (auth.user.blockStatus === BLOCKED_STATUS) throw new ViewerRefused('account_blocked')
  if (auth.deviceId === null) throw new ViewerRefused('device_not_registered')
}
