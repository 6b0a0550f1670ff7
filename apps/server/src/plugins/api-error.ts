import { ERROR_CODES, type ApiErrorBody } from '@efir/contract'
import type { Language } from '../i18n/language.ts'
import { msg, translate, type MessageRef, type PlainKey } from '../i18n/messages.ts'

/** Per-field texts of a 400 (`{ "body.email": … }`), rendered like the message. */
export type ErrorDetail = Readonly<Record<string, MessageRef>>

export interface ErrorExtra {
  detail?: ErrorDetail
  country?: string
  remote?: string
  retry_after?: number
  /** Payment answers (402, 451): the figures to pay. */
  payment?: ApiErrorBody['payment']
}

/**
 * A failure with the contract's error body; thrown anywhere, answered by the error handler in the
 * request's language (spec 1 §7-§8: the client shows `message` and branches on `error_code`).
 * The Error's own message is the English text, for logs.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly text: MessageRef,
    readonly extra: ErrorExtra = {},
  ) {
    super(translate('en', text))
  }

  toBody(language: Language): ApiErrorBody {
    const { detail, ...rest } = this.extra
    return {
      status_code: this.statusCode,
      error_code: this.errorCode,
      message: translate(language, this.text),
      ...(detail === undefined ? {} : { detail: renderDetail(language, detail) }),
      ...rest,
    }
  }
}

export function renderDetail(language: Language, detail: ErrorDetail): Record<string, string> {
  return Object.fromEntries(Object.entries(detail).map(([field, text]) => [field, translate(language, text)]))
}

/** What was not found: each has its own message (`not_found_profile`, …). */
export type NotFoundSubject = SubjectOf<PlainKey>
type SubjectOf<K> = K extends `not_found_${infer S}` ? S : never

export const notFound = (what: NotFoundSubject) =>
  new ApiError(404, ERROR_CODES.notFound, `not_found_${what}` as const)
export const badRequest = (errorCode: string, text: MessageRef, detail?: ErrorDetail) =>
  new ApiError(400, errorCode, text, detail === undefined ? {} : { detail })
export const permissionDenied = (text: MessageRef) => new ApiError(403, ERROR_CODES.permissionDenied, text)
export const authenticationFailed = () =>
  new ApiError(401, ERROR_CODES.authenticationFailed, 'authentication_required')
/** A revoked token: its sign-in was ended elsewhere (issue 30); a 401 like any refused token. */
export const signedOut = () => new ApiError(401, ERROR_CODES.signedOut, 'signed_out_elsewhere')
/** 429 with `retry_after` (whole seconds, at least 1) and a message naming the minutes to wait. */
export const tooManyRequests = (
  key:
    | 'too_many_codes'
    | 'phone_locked'
    | 'login_locked'
    | 'pin_locked'
    | 'too_many_requests'
    | 'promo_locked'
    | 'checks_busy',
  retryAfterSeconds: number,
) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(429, ERROR_CODES.tooManyRequests, msg(key, { minutes: Math.ceil(seconds / 60) }), {
    retry_after: seconds,
  })
}

/** An answer recorded under an Idempotency-Key, replayed as it was first given. */
export class RecordedError extends ApiError {
  constructor(private readonly body: ApiErrorBody) {
    super(body.status_code, body.error_code, 'conflict')
  }
  override toBody(): ApiErrorBody {
    return this.body
  }
}

/**
 * A failure whose effects stay (a wrong SMS code counts; a declined card leaves its failed
 * transaction): inside an idempotent call the handler's savepoint commits before this answer is stored.
 */
export class CommittedError extends ApiError {}
