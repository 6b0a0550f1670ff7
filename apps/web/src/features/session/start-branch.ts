import type { NetworkInfo } from '@efir/contract'
import { needsReauth, shouldRefreshDeviceToken } from './token-lifecycle'

/** The one branch start-up takes after network info and configuration (spec 1 §4 step 3). */
export type StartBranch =
  | { kind: 'no-provider' }
  | { kind: 'auto-auth'; url: string }
  | { kind: 'token'; token: string; source: 'query' | 'cookie' | 'stored' }
  | { kind: 'reauthorise-device'; deviceId: number }
  | { kind: 'clear-storage' }
  | { kind: 'create-guest' }
  | { kind: 'login-dialog' }
  /** account-only mode without a usable token: signed out, the page itself offers the way on */
  | { kind: 'signed-out' }

export interface StartContext {
  network: Pick<NetworkInfo, 'provider' | 'is_guest_allowed' | 'auto_auth'>
  /** token / access_token read from the address bar at start */
  queryToken?: string
  /** access_token cookie (webview hosts set it) */
  cookieToken?: string
  stored: {
    token?: string
    tokenSetAt?: number
    expired?: string | null
    deviceId?: number
    tokenMode?: boolean
  }
  tokenError: boolean
  /** Automatic authentication already failed in this run: fall back to guest or login. */
  autoAuthFailed: boolean
  /**
   * The viewer signed out (issue 30): automatic authentication waits until they choose it in the sign-in
   * dialog, or it would sign them straight back in and phone sign-in could never be reached.
   */
  autoAuthOff?: boolean
  parentalMode: boolean
  childProfile: boolean
  /** spec 1 §6: no guests in the messenger mini-app. */
  miniapp: boolean
  /**
   * spec 1 §2 /account_mobile: the account of the token an app handed over, or nothing: no guest and no
   * dialog opened over it (its page says the sign-in failed and offers sign-in or the site).
   */
  accountOnly?: boolean
  /** token lifetime when the server gives no expiry (configuration.token_ttl_ms, default 12 h) */
  ttlMs?: number
  now: number
}

/** Chooses exactly one start-up branch, in the order of spec 1 §4. */
export function chooseStartBranch(ctx: StartContext): StartBranch {
  if (!ctx.network.provider) return { kind: 'no-provider' }

  const { stored } = ctx
  const anyToken = Boolean(ctx.queryToken || ctx.cookieToken || stored.token || ctx.tokenError)
  // Automatic authentication signs in a viewer who has no session yet (a signed-in one keeps theirs).
  const autoAuth = ctx.network.auto_auth ?? ctx.network.provider.auto_auth
  if (autoAuth && !ctx.autoAuthFailed && !ctx.autoAuthOff && !anyToken)
    return { kind: 'auto-auth', url: autoAuth }

  // A token handed over in the address bar or a cookie wins over anything stored (webview, account_mobile).
  if (ctx.queryToken) return { kind: 'token', token: ctx.queryToken, source: 'query' }
  if (ctx.cookieToken && ctx.cookieToken !== ctx.stored.token) {
    return { kind: 'token', token: ctx.cookieToken, source: 'cookie' }
  }

  if (stored.token || ctx.tokenError) {
    const expiredOrFailed = needsReauth({ ...stored, tokenError: ctx.tokenError }, ctx.now, ctx.ttlMs)
    if (expiredOrFailed) {
      // spec 1 §4: without a device id there is nothing to re-authorise: clear storage and restart
      if (stored.deviceId === undefined || stored.tokenMode) return { kind: 'clear-storage' }
      return { kind: 'reauthorise-device', deviceId: stored.deviceId }
    }
    if (
      stored.deviceId !== undefined &&
      shouldRefreshDeviceToken(
        {
          tokenSetAt: stored.tokenSetAt,
          tokenMode: stored.tokenMode ?? false,
          parentalMode: ctx.parentalMode,
          childProfile: ctx.childProfile,
        },
        ctx.now,
      )
    ) {
      return { kind: 'reauthorise-device', deviceId: stored.deviceId }
    }
    if (stored.token) return { kind: 'token', token: stored.token, source: 'stored' }
  }

  if (ctx.accountOnly) return { kind: 'signed-out' }
  if (ctx.network.is_guest_allowed && !ctx.miniapp) return { kind: 'create-guest' }
  return { kind: 'login-dialog' }
}
