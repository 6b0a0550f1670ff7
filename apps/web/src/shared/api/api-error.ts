import type { ApiErrorBody } from '@efir/contract'

/** error_code of the local refusal when a 'required' endpoint is called without a token (spec 1 §7). */
export const AUTHORIZATION_REQUIRED = 'authorization_required'
/** error_code when no answer arrived at all (network failure, CORS, aborted). */
export const NETWORK_ERROR = 'network_error'

export type ApiErrorDetail = ApiErrorBody['detail']

/**
 * The one error type of every API failure (spec 1 §8). `status` 0 means no response arrived.
 * Features branch on `code` (the server's error_code), never on message text.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly detail: ApiErrorDetail
  readonly country: string | undefined
  readonly remote: string | undefined
  /** Seconds until another attempt is allowed (429). */
  readonly retryAfter: number | undefined
  readonly endpointId: string
  /** Payment answers (402 shortfall, 451 QR with the server's amount): the figures to pay. */
  readonly payment: ApiErrorBody['payment']

  constructor(init: {
    status: number
    code: string
    message: string
    endpointId: string
    detail?: ApiErrorDetail
    country?: string
    remote?: string
    retryAfter?: number
    payment?: ApiErrorBody['payment']
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.detail = init.detail
    this.country = init.country
    this.remote = init.remote
    this.retryAfter = init.retryAfter
    this.endpointId = init.endpointId
    this.payment = init.payment
  }

  /** True when no answer arrived (spec 1 §8 login: "no response shows error_video_download"). */
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Maps a failed HTTP answer (status + parsed body, if any) to an ApiError. */
export function apiErrorFromResponse(status: number, body: unknown, endpointId: string): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({
      status,
      code: body.error_code,
      message: body.message,
      endpointId,
      detail: body.detail,
      country: body.country,
      remote: body.remote,
      retryAfter: body.retry_after,
      payment: body.payment,
    })
  }
  // A backend that does not speak the error shape: keep whatever message it gave.
  const loose = (body ?? {}) as { message?: unknown; detail?: unknown; error_code?: unknown }
  const message =
    typeof loose.message === 'string' ? loose.message : typeof loose.detail === 'string' ? loose.detail : ''
  return new ApiError({
    status,
    code: typeof loose.error_code === 'string' ? loose.error_code : `http_${status}`,
    message,
    endpointId,
    detail: typeof loose.detail === 'string' ? loose.detail : undefined,
  })
}

/** The contract's error body, checked by hand so the client bundle needs no zod. */
function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false
  const b = body as Record<string, unknown>
  const detailOk =
    b.detail === undefined ||
    typeof b.detail === 'string' ||
    (typeof b.detail === 'object' && b.detail !== null)
  return typeof b.error_code === 'string' && typeof b.message === 'string' && detailOk
}

/** What a page that failed to load tells its viewer (issue 32): the truth, and whether a retry helps. */
export type LoadFailure = 'not-found' | 'network' | 'server'

/**
 * A 404 from the API means the id names nothing (a retry never helps); no answer at all means the
 * network; anything else (5xx, a 4xx the page did not expect, a thrown bug) is the service's failure.
 */
export function loadFailureOf(error: unknown): LoadFailure {
  if (!isApiError(error)) return 'server'
  if (error.status === 404) return 'not-found'
  return error.isNetworkError ? 'network' : 'server'
}
