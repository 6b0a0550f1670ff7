/** Token lifecycle rules of spec 1 §4 and §9, as pure functions. */

/** spec 1 §9: a token is valid 12 h from being set unless the server gives an expiry. */
export const TOKEN_TTL_MS = 43_200_000
/** spec 1 §9: device re-authorisation is skipped within 5 minutes of the last token. */
export const REAUTH_SKIP_MS = 300_000

export interface TokenState {
  token?: string
  /** ms since epoch when the token was stored */
  tokenSetAt?: number
  /** the server's expiry (ISO), when it gave one */
  expired?: string | null
}

/** When the token stops being valid: the server's expiry, else set time + 12 h. */
export function tokenExpiresAt(state: TokenState, ttlMs: number = TOKEN_TTL_MS): number | undefined {
  if (!state.token) return undefined
  if (state.expired) {
    const at = Date.parse(state.expired)
    if (!Number.isNaN(at)) return at
  }
  return state.tokenSetAt === undefined ? undefined : state.tokenSetAt + ttlMs
}

/** True when the stored token can no longer be trusted (unknown set time counts as expired). */
export function isTokenExpired(state: TokenState, now: number, ttlMs: number = TOKEN_TTL_MS): boolean {
  const at = tokenExpiresAt(state, ttlMs)
  return at === undefined || now >= at
}

/** spec 1 §4: tokenError or a past expiry triggers re-authorisation of the device. */
export function needsReauth(
  state: TokenState & { tokenError: boolean },
  now: number,
  ttlMs?: number,
): boolean {
  return state.tokenError || isTokenExpired(state, now, ttlMs)
}

export interface RefreshContext {
  tokenSetAt?: number
  /** The token came from the query (account_mobile, miniapp...): never swap it. */
  tokenMode: boolean
  /** A parental PIN flow is in progress. */
  parentalMode: boolean
  /** The chosen profile has role child (spec 1 §6: no device re-authorisation). */
  childProfile: boolean
}

/**
 * spec 1 §4: a logged-in user with a device id is re-authorised at start only if the last token was
 * set over 5 minutes ago, and not in token mode, parental mode, or for a child profile.
 */
export function shouldRefreshDeviceToken(ctx: RefreshContext, now: number): boolean {
  if (ctx.tokenMode || ctx.parentalMode || ctx.childProfile) return false
  if (ctx.tokenSetAt === undefined) return true
  return now - ctx.tokenSetAt > REAUTH_SKIP_MS
}

/** What a failed device authorisation leads to (spec 1 §4, §8). */
export type DeviceAuthFailure =
  { kind: 'geo-lock'; country: string; remote: string; message: string } | { kind: 'clear-and-restart' }

/** spec 1 §8: 403 means a forbidden country; any other failure clears storage and restarts init. */
export function onDeviceAuthFailure(error: {
  status: number
  message: string
  country?: string
  remote?: string
}): DeviceAuthFailure {
  if (error.status === 403) {
    return {
      kind: 'geo-lock',
      country: error.country ?? '',
      remote: error.remote ?? '',
      message: error.message,
    }
  }
  return { kind: 'clear-and-restart' }
}

/** spec 1 §4: a 404 on device settings means a stale token: set tokenError and reinitialise. */
export function isStaleDeviceAnswer(endpointId: string, status: number): boolean {
  return status === 404 && (endpointId === 'getDevice' || endpointId === 'patchDevice')
}
