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
  /** An account always keeps an adult profile: the last one cannot be deleted or made a child. */
  lastAdultProfile: 'last_adult_profile',
  /** A promo code this user has already applied. */
  alreadyUsed: 'already_used',
  /** Malformed JSON or an empty body where JSON was announced. */
  malformedRequest: 'malformed_request',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  /** 503 with retry_after: the server is overloaded and sheds the request (issue 8). */
  serviceUnavailable: 'service_unavailable',
  /** A channel (or its archive) outside the viewer's packets: 403, the client shows the packets (spec 2 §4). */
  notPurchased: 'not_purchased',
  /** Catch-up refused: no archive, older than the archive days, too recent, or rights-banned (spec 2 §8). */
  archiveUnavailable: 'archive_unavailable',
  /** Catch-up asked for a moment that has not aired yet (spec 2 §8 error_schedule_from_future). */
  scheduleFromFuture: 'schedule_from_future',
  /** 402: the balance does not cover the price (the answer's `payment` says by how much). */
  insufficientFunds: 'insufficient_funds',
  /** 400 on an offer transaction paid from the balance: the no-funds modal (spec 3 §7). */
  noFunds: 'no_funds',
  /** 504 on GET transactions/{id} while the payment is still pending: keep polling (spec 3 §7). */
  transactionPending: 'transaction_pending',
  /** 400 on disabling a renewing subscription: renewal is now off; show the text, then the survey. */
  renewalDisabled: 'renewal_disabled',
  /** 451: this subscription cannot be disabled here (promo, or already off); show the text. */
  subscriptionLocked: 'subscription_locked',
  /** 451 on a QR payment for another amount than the server's: show the QR the answer carries. */
  amountMismatch: 'amount_mismatch',
  /** 400: an additional packet needs a base packet first (spec 3 §5). */
  basePacketRequired: 'base_packet_required',
  /** 400: the packet's agreement must be accepted first (spec 3 §5). */
  agreementRequired: 'agreement_required',
  /** 400: the account does not allow payments (spec 3 §4 step 4). */
  paymentNotAllowed: 'payment_not_allowed',
  /** 400: the packet is already running (or awaiting payment, or included in a running bundle) for this user. */
  alreadyPurchased: 'already_purchased',
  /**
   * 409: the packet's next period is already bought (a period change or a second purchase waiting to
   * start; spec 3 §8 message_period_planned): one at a time; cancel it first (DELETE users/self/futures/{id}).
   */
  periodAlreadyPlanned: 'period_already_planned',
  /** 400: the card was declined, or the SMS code was wrong. */
  paymentDeclined: 'payment_declined',
  /** 400: a promo code that asks for a linked card (step 3 of the promo wizard). */
  cardRequired: 'card_required',
  /** 400: a single-use promo code someone has already redeemed. */
  promoExhausted: 'promo_exhausted',
  /** 400: a money-moving call without its Idempotency-Key header. */
  idempotencyKeyRequired: 'idempotency_key_required',
  /** 422: an Idempotency-Key reused with another request body. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: the first request with this Idempotency-Key is still running. */
  idempotencyInProgress: 'idempotency_in_progress',
  /**
   * 403 on the stream of an adult channel before a right PIN (POST users/self/parental_code/check) in
   * this sign-in's PIN window: nothing playable; the client asks the PIN (efir's addition, issue 8).
   */
  parentalRequired: 'parental_required',
  /**
   * 403 on DELETE users/self/devices/{id} of the device the token belongs to, unless it is the logout
   * (`?logout=true`): spec 3 §6 "Current device cannot be removed" (from the settings' device list).
   */
  currentDevice: 'current_device',
  /**
   * 401 for a token whose sign-in was ended elsewhere: its device removed from another device, or every
   * other device signed out (DELETE users/self/devices). A 401 sets tokenError as any other (spec 1 §8);
   * this code lets the client tell the viewer why instead of becoming a silent guest (issue 30).
   */
  signedOut: 'signed_out',
} as const
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** Special category ids of spec 2 §4 / §9. */
export const ALL_CHANNELS_CATEGORY_ID = 17
export const FAVORITES_CATEGORY_ID = 1000
export const CHILD_CATEGORY_ID = 7
export const NEW_YEAR_CHANNEL_ID = 3929

/** spec 3 §2: the row item templates. */
export const ROW_TEMPLATES = [
  'content-v',
  'content-h',
  'person',
  'channel',
  'channels',
  'history',
  'history-h',
  'collection-v',
  'button',
  'branded_button',
  'promo-bg',
  'promo-wide',
  'packet_promo',
  'packet_promo_base',
  'donate_packs',
] as const

/** spec 3 §9 "Rows": items per row by default, and rows per rowset load. */
export const DEFAULT_ROW_LIMIT = 20
export const ROWSET_ROWS_PER_LOAD = 24

/**
 * Issue 31: the orders a catalogue row can be asked in (GET /v2/rows/{id}?sort=; the spec names none):
 * popular (the row's own order, the default), newest first, best rated first, by title.
 */
export const ROW_SORTS = ['popular', 'new', 'rating', 'title'] as const
export type RowSort = (typeof ROW_SORTS)[number]

/** spec 3 §9: at most this many similar titles (the server cuts, the client shows). */
export const SIMILAR_MAX = 12

/** The guide asks for at most this many channels per request, over at most this many hours. */
export const GUIDE_MAX_CHANNELS = 100
export const GUIDE_MAX_HOURS = 26

/** Issue 29: a page of the payment history (GET /v2/users/self/payments/history): 20 unless asked, at most 100. */
export const PAYMENT_HISTORY_LIMIT = { default: 20, max: 100 } as const

/** The largest amount a viewer may pay or top up at once, major units. */
/** PATCH users/self: the longest first name (characters). */
export const FIRST_NAME_MAX_LENGTH = 64

export const MAX_PAYMENT_AMOUNT = 1_000_000

/**
 * Why an amount to pay or top up was refused (issue 29): each is the message of the contract's rule
 * and a key of the server's message catalogue, so the 400's message says it in the viewer's language.
 */
export const AMOUNT_ERRORS = {
  notNumber: 'amount_not_number',
  notPositive: 'amount_not_positive',
  tooManyDecimals: 'amount_too_many_decimals',
  tooLarge: 'amount_too_large',
} as const

/** spec 1 §9 / spec 3 §9: at most 5 profiles (the server refuses a sixth, the client offers none). */
export const MAX_PROFILES = 5

/** spec 2 §6, spec 3 §9: a child profile sees titles and channels of this age or less. */
export const CHILD_MAX_AGE = 12

/** spec 1 §5, spec 2 §6: from this age a title or channel is adult (the parental PIN is asked). */
export const ADULT_AGE = 18
