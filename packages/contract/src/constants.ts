// Plain values of the contract, with no zod: the client reads them through '@efir/contract/routes'.

/** error_code values the server uses; the client branches on these, never on message text. */
export const ERROR_CODES = {
  validation: 'validation_error',
  authenticationFailed: 'authentication_failed',
  permissionDenied: 'permission_denied',
  forbiddenCountry: 'forbidden_country',
  notFound: 'not_found',
  invalidPhone: 'invalid_phone',
  wrongCode: 'wrong_code',
  codeExpired: 'code_expired',
  tooManyRequests: 'too_many_requests',
  tooManyDevices: 'too_many_devices',
  deviceLimit: 'device_limit',
  conflict: 'conflict',
  /** Wrong login or password: a 400 with a message, not a 401 (spec 1 §8 "Login errors"). */
  invalidCredentials: 'invalid_credentials',
  /** spec 1 §9: at most 5 profiles. */
  profileLimit: 'profile_limit',
  /** The profile in use on this device cannot be deleted. */
  activeProfile: 'active_profile',
  /** A promo code this user has already applied. */
  alreadyUsed: 'already_used',
  /** Malformed JSON or an empty body where JSON was announced. */
  malformedRequest: 'malformed_request',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  /** A channel (or its archive) outside the viewer's packets: 403, the client shows the packets (spec 2 §4). */
  notPurchased: 'not_purchased',
  /** Catch-up refused: no archive, older than the archive days, too recent, or rights-banned (spec 2 §8). */
  archiveUnavailable: 'archive_unavailable',
  /** Catch-up asked for a moment that has not aired yet (spec 2 §8 error_schedule_from_future). */
  scheduleFromFuture: 'schedule_from_future',
} as const
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** Special category ids of spec 2 §4 / §9. */
export const ALL_CHANNELS_CATEGORY_ID = 17
export const FAVORITES_CATEGORY_ID = 1000
export const CHILD_CATEGORY_ID = 7
export const NEW_YEAR_CHANNEL_ID = 3929
