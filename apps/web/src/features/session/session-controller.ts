import type { QueryClient } from '@tanstack/react-query'
import type { LoginResponse, NetworkInfo, User } from '@efir/contract'
import {
  createUser,
  deleteDevice,
  getConfiguration,
  getNetworkInfo,
  getResources,
  getSelf,
  login,
  ERROR_CODES,
} from '@efir/contract/routes'
import { apiRequest, type configureApiClient } from '../../shared/api/api-client'
import { loadRuntimeConfig } from '../../shared/api/api-base'
import { isApiError, type ApiError } from '../../shared/api/api-error'
import { showApiError } from '../../shared/api/api-error-bus'
import { CLIENT_VERSION } from '../../shared/session/device-info'
import { isWebView } from '../../shared/web-view'
import { isString, storedItem } from '../../shared/storage/stored-item'
import { platformQueries, providerQuery } from '../../shared/session/platform-queries'
import { authoriseDevice, registerThisDevice } from './device-auth'
import type { DeepLink } from '../../shared/session/deep-link'
import { decideDeepLink, isSafeReturnPath } from './deep-links'
import { guestCredentials, randomHex } from './guest-credentials'
import { parseStartParams, type StartParams } from './query-params'
import { chooseStartBranch, type StartBranch } from './start-branch'
import {
  AUTO_AUTH_OFF_KEY,
  CLICK_ID_KEY,
  RETURN_KEY,
  SERIAL_KEY,
  clearSession,
  loadSession,
  readItem,
  updateSession,
  writeItem,
} from '../../shared/session/session-persist'
import { sessionStore, type SessionStore } from '../../shared/session/session-store'
import { isStaleDeviceAnswer, isTokenExpired, onDeviceAuthFailure, TOKEN_TTL_MS } from './token-lifecycle'

/** spec 1 §9: ping every 300000 ms. */
export const PING_INTERVAL_MS = 300_000

/** What the React side plugs in (the provider lives inside the router and the query client). */
export interface ControllerEnv {
  queryClient: QueryClient
  navigate: (to: string, options?: { replace?: boolean }) => void
  openAuth: () => void
}

function isMiniapp(): boolean {
  return window.location.pathname.startsWith('/miniapp')
}

/** spec 1 §2 /account_mobile: the account-only mode of a mobile app. */
function isAccountOnly(): boolean {
  return window.location.pathname.startsWith('/account_mobile')
}

/** The device serial: `device_serial` from the query, else a 128-bit random hex generated once. */
export function deviceSerial(): string {
  let serial = readItem(SERIAL_KEY)
  if (!serial) {
    serial = randomHex(16)
    writeItem(SERIAL_KEY, serial)
  }
  return serial
}

function readCookieToken(): string | undefined {
  const match = /(?:^|;\s*)access_token=([^;]+)/.exec(document.cookie)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

/** The page to resume after login, for this tab only. */
const returnTo = storedItem(RETURN_KEY, isString, { area: 'session', format: 'text' })

function rememberReturnTo(path: string): void {
  if (isSafeReturnPath(path)) returnTo.write(path)
}

/** Options of a session controller; tests pass their own store. */
export interface SessionControllerOptions {
  store?: SessionStore
}

/**
 * The start-up sequence of spec 1 §4 and the session's actions (login, logout, deep links). One per
 * page, built by app/providers.tsx; tests build their own.
 */
export function createSessionController({ store = sessionStore }: SessionControllerOptions = {}) {
  // Attached in parts: the query client before the first render, the router's and modals' after it.
  let env: Partial<ControllerEnv> = {}
  let authWanted = false
  let running: Promise<void> | undefined
  let startParams: StartParams = { purchased: false, ignoreParentalControl: false, dev: false }
  let pendingQueryToken: string | undefined
  let pingTimer: ReturnType<typeof setInterval> | undefined
  /** This page's own logout is ending the session: its tokens' 401 signed_out is no news (issue 30). */
  let signingOut = false
  const hints = { parentalMode: false }

  /** The sign-in dialog, or as soon as the modals are attached (the start-up may end before). */
  function openAuth(): void {
    if (env.openAuth) env.openAuth()
    else authWanted = true
  }

  function geoLock(error: ApiError): void {
    const failure = onDeviceAuthFailure(error)
    if (failure.kind !== 'geo-lock') return
    // the shell's geo-lock redirect takes it from here: the geo-lock page, unless this page is exempt
    store.geoLocked({ country: failure.country, remote: failure.remote, message: failure.message })
  }

  /** spec 1 §4 step 2: GET the header logo image every 5 minutes as a ping. */
  function startPing(url: string): void {
    if (pingTimer || !url) return
    pingTimer = setInterval(() => {
      const img = new Image()
      img.src = `${url}${url.includes('?') ? '&' : '?'}_=${Date.now()}`
    }, PING_INTERVAL_MS)
  }

  async function loadPlatform(network: NetworkInfo): Promise<void> {
    const qc = env.queryClient
    const queries = platformQueries(network)
    const query = providerQuery(network)
    const [configuration, resources] = await Promise.all([
      qc ? qc.fetchQuery(queries.configuration) : apiRequest(getConfiguration, { query }),
      qc ? qc.fetchQuery(queries.resources) : apiRequest(getResources, { query }),
    ])
    store.loaded({ network, configuration, resources })
    startPing(resources.ping_image)
  }

  /**
   * Registers and authorises this device for a fresh login, then stores it and shows the user (spec 1
   * §4). Nothing is stored before the device is authorised (issue 8): a 403 (forbidden country) or a
   * full device list leaves the earlier session as it was, so a reload cannot sign in around them. A
   * forbidden country, refused at registration before any slot is freed (issue 30) or at authorisation,
   * shows the geo-lock page (spec 1 §4, §8).
   */
  async function completeLogin(response: LoginResponse): Promise<void> {
    await authoriseLogin(response)
    await showSignedIn(response.user)
  }

  /** The device part of {@link completeLogin}: registered, authorised and stored, not yet shown. */
  async function authoriseLogin(response: LoginResponse): Promise<void> {
    const serial = deviceSerial()
    const authorised = await (async () => {
      // spec 1 §3: a webview appends a suffix to the model
      const device = await registerThisDevice(response.access_token, serial, isWebView(navigator.userAgent))
      return authoriseDevice(device.id, serial, response.access_token)
    })().catch((error: unknown) => {
      if (isApiError(error) && error.code === ERROR_CODES.forbiddenCountry) geoLock(error)
      throw error
    })
    updateSession({
      token: authorised.access_token,
      tokenSetAt: Date.now(),
      expired: authorised.expired,
      isGuest: response.user.is_guest,
      tokenMode: false,
      // spec 1 §4: was_guest → the guest's device gives way to the new one; the guest's credentials stay,
      // so a logout returns to this browser's guest instead of creating another (issue 31)
      deviceId: authorised.device.id,
    })
  }

  /** The signed-in user shown, and every answer asked again with their token. */
  async function showSignedIn(user: User): Promise<void> {
    store.signedIn(user)
    // a viewer who signed in again has seen why they had to (issue 30)
    if (!user.is_guest) store.signedOutNoticed()
    await env.queryClient?.invalidateQueries()
  }

  async function reauthorise(deviceId: number, ttlMs: number): Promise<void> {
    const serial = deviceSerial()
    const stored = loadSession()
    // A still-valid token goes along (proactive refresh); an expired or failed one is replaced by serial alone.
    const valid = !store.get().tokenError && !isTokenExpired(stored, Date.now(), ttlMs)
    const authorised = await authoriseDevice(deviceId, serial, valid ? stored.token : undefined)
    updateSession({
      token: authorised.access_token,
      tokenSetAt: Date.now(),
      expired: authorised.expired,
      deviceId: authorised.device.id,
    })
    const user = await apiRequest(getSelf, { token: authorised.access_token })
    store.signedIn(user)
  }

  /**
   * Signs in this browser's guest (spec 1 §4): with its kept credentials, else a new guest account; the
   * guest's device authorised and stored, not yet shown. Resolves with the guest.
   */
  async function signInGuest(): Promise<User> {
    const stored = loadSession()
    if (stored.guest) {
      // A guest whose device was lost: sign in with the kept credentials before making a new one.
      try {
        const res = await apiRequest(login, {
          body: {
            login: stored.guest.username,
            password: stored.guest.password,
            app_version: CLIENT_VERSION,
          },
          token: null,
        })
        await authoriseLogin(res)
        return res.user
      } catch (error) {
        if (isApiError(error) && error.status === 403) throw error
      }
    }
    const identifier = randomHex(16)
    const creds = await guestCredentials(identifier, deviceSerial(), readItem(CLICK_ID_KEY))
    await apiRequest(createUser, {
      body: { ...creds, is_guest: true, app_version: CLIENT_VERSION },
      token: null,
    })
    updateSession({ guest: { identifier, username: creds.username, password: creds.password } })
    const res = await apiRequest(login, {
      body: { login: creds.username, password: creds.password, app_version: CLIENT_VERSION },
      token: null,
    })
    await authoriseLogin(res)
    return res.user
  }

  /** spec 1 §4 "Automatic authentication": POST manufacturer, model, serial, os to the provider's address. */
  async function autoAuth(url: string): Promise<void> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        manufacturer: navigator.vendor || 'web',
        model: navigator.userAgent.slice(0, 128),
        serial: deviceSerial(),
        os: navigator.platform || 'web',
      }),
    })
    if (!res.ok) throw new Error(`auto-auth ${res.status}`)
    const answer: unknown = await res.json()
    // The provider's own service, not our API: its answer is checked like a login answer. The contract
    // (and zod) load only on this branch, so the start-up bundle stays without them.
    const { LoginResponse } = await import('@efir/contract')
    const parsed = LoginResponse.safeParse(answer)
    if (!parsed.success) throw new Error('auto-auth answer is not a login answer')
    await completeLogin(parsed.data)
  }

  /** What step 3 of the start-up decides from (spec 1 §4). */
  function startContext(network: NetworkInfo, ttlMs: number, autoAuthFailed: boolean) {
    const stored = loadSession()
    return {
      network,
      queryToken: pendingQueryToken,
      cookieToken: readCookieToken(),
      stored,
      tokenError: store.get().tokenError,
      autoAuthFailed,
      autoAuthOff: readItem(AUTO_AUTH_OFF_KEY) === '1',
      parentalMode: hints.parentalMode,
      // issue 31: the profile as last seen on this device (app/layout/use-child-profile.ts keeps it)
      childProfile: stored.childProfile === true,
      miniapp: isMiniapp(),
      accountOnly: isAccountOnly(),
      ttlMs,
      now: Date.now(),
    }
  }

  /**
   * A token's user asked ahead of step 3; its token branch takes this answer when it uses the same
   * token. A refused token reports its error (tokenError) as the branch's own request would.
   */
  function askSelfEarly(token: string): { token: string; user: Promise<User> } {
    const user = apiRequest(getSelf, { token })
    user.catch(() => undefined) // the branch that takes it handles its failure
    return { token, user }
  }

  async function runInit(): Promise<void> {
    const config = await loadRuntimeConfig()
    let network: NetworkInfo
    let early: { token: string; user: Promise<User> } | undefined
    let earlyGuest: Promise<User> | undefined
    try {
      // spec 1 §4 step 1
      const query = config.provider !== null ? { provider: String(config.provider) } : {}
      network = await apiRequest(getNetworkInfo, { query })
      // step 3's likely branch (the default token lifetime until the configuration says): a token's user
      // is asked beside step 2's platform data instead of after it (issue 11: the first paint)
      const likely = chooseStartBranch(startContext(network, TOKEN_TTL_MS, false))
      if (likely.kind === 'token') early = askSelfEarly(likely.token)
      // issue 32: a guest's account and device need no platform data: they go beside it (shown after it)
      if (likely.kind === 'create-guest') {
        earlyGuest = signInGuest()
        earlyGuest.catch(() => undefined) // the branch that takes it handles its failure
      }
      // step 2
      await loadPlatform(network)
    } catch (error) {
      showApiError(error)
      store.anonymous()
      return
    }
    const ttlMs = store.get().configuration?.token_ttl_ms ?? TOKEN_TTL_MS
    let autoAuthFailed = false
    // step 3: one branch; a failed branch may fall through to the next one (bounded)
    for (let attempt = 0; attempt < 6; attempt++) {
      // a guest signed in beside the platform data is that branch (its stored token is the guest's own)
      const branch: StartBranch = earlyGuest
        ? { kind: 'create-guest' }
        : chooseStartBranch(startContext(network, ttlMs, autoAuthFailed))
      try {
        switch (branch.kind) {
          case 'no-provider':
            store.noProvider()
            return
          case 'auto-auth':
            try {
              await autoAuth(branch.url)
              return
            } catch {
              autoAuthFailed = true
              continue
            }
          case 'token': {
            if (branch.source !== 'stored') {
              pendingQueryToken = undefined
              clearSession()
              updateSession({ token: branch.token, tokenSetAt: Date.now(), tokenMode: true })
            }
            const asked = early?.token === branch.token ? early.user : undefined
            early = undefined
            const user = await (asked ?? apiRequest(getSelf, { token: branch.token }))
            store.signedIn(user)
            return
          }
          case 'reauthorise-device':
            await reauthorise(branch.deviceId, ttlMs)
            return
          case 'clear-storage':
            clearSession()
            store.restarting()
            continue
          case 'create-guest': {
            const guest = earlyGuest ?? signInGuest()
            earlyGuest = undefined
            await showSignedIn(await guest)
            return
          }
          case 'login-dialog':
            store.anonymous()
            openAuth()
            return
          case 'signed-out':
            store.anonymous()
            return
        }
      } catch (error) {
        if (!isApiError(error)) throw error
        if (
          error.status === 403 &&
          (branch.kind === 'reauthorise-device' || branch.kind === 'create-guest')
        ) {
          geoLock(error) // spec 1 §8: device authorisation / guest creation 403 = forbidden country
          return
        }
        if (error.status === 0) {
          showApiError(error)
          store.anonymous()
          return
        }
        // A stored token the server refused set tokenError: the next round re-authorises the device.
        if (branch.kind === 'token' && branch.source === 'stored' && store.get().tokenError) continue
        // spec 1 §8 "Device authorisation failure: storage cleared and init restarted" (and a dead token)
        clearSession()
        if (branch.kind === 'create-guest') {
          store.anonymous()
          showApiError(error)
          return
        }
        store.restarting()
      }
    }
    // every branch failed: the viewer is signed out
    store.anonymous()
  }

  /** Runs (or joins) the start-up sequence of spec 1 §4. */
  function init(): Promise<void> {
    running ??= runInit()
      .catch((error: unknown) => {
        console.error('[session] init failed', error)
        store.anonymous()
      })
      .finally(() => {
        running = undefined
        // issue 30: signed out elsewhere: the sign-in dialog says so, whatever this start-up became
        // (not over the account-only page, which offers its own sign-in: spec 1 §2)
        const { phase, signedOutElsewhere, user } = store.get()
        const signedIn = user !== undefined && !user.is_guest
        if (signedOutElsewhere && phase === 'ready' && !signedIn && !isAccountOnly()) openAuth()
      })
    return running
  }

  /** Logout (spec 1 §4, §5): DELETE own device when a device id and token exist, clear, re-init. */
  async function logout(): Promise<void> {
    signingOut = true
    try {
      const stored = loadSession()
      // issue 30: automatic authentication would sign the viewer straight back in; it waits for them
      if (store.get().network?.auto_auth || store.get().network?.provider?.auto_auth)
        writeItem(AUTO_AUTH_OFF_KEY, '1')
      if (stored.deviceId !== undefined && stored.token) {
        await apiRequest(deleteDevice, {
          params: { id: stored.deviceId },
          query: { logout: 'true' },
          token: stored.token,
        }).catch(() => undefined)
      }
      clearSession()
    } finally {
      signingOut = false
    }
    env.queryClient?.clear()
    store.starting()
    await init()
  }

  /**
   * A 401 signed_out for the session's own token (issue 30): its sign-in was ended on another device.
   * Nothing of it is kept; start-up runs again now (not at the next interaction) and ends in the sign-in
   * dialog that tells why. Automatic authentication waits for the viewer, as after a logout.
   */
  function signedOutElsewhere(): void {
    // not news: this page's own logout, or a guest's tokens ended by its own sign-in (the upgrade)
    if (signingOut || loadSession().isGuest || store.get().signedOutElsewhere) return
    store.signedOutElsewhere()
    writeItem(AUTO_AUTH_OFF_KEY, '1')
    // a start-up running now meets the same answer and takes its next branch itself
    if (running) return
    clearSession()
    env.queryClient?.clear()
    store.restarting()
    void init()
  }

  return {
    /** The store this controller drives (the page's one unless a test passed its own). */
    store,
    attach(next: Partial<ControllerEnv>): void {
      env = { ...env, ...next }
      if (authWanted && env.openAuth) {
        authWanted = false
        env.openAuth()
      }
    },
    /** Reads the start query (spec 1 §2) once; call before init. Returns the parsed parameters. */
    readStartParams(search: string): StartParams {
      startParams = parseStartParams(search)
      if (startParams.token) pendingQueryToken = startParams.token
      if (startParams.deviceSerial) writeItem(SERIAL_KEY, startParams.deviceSerial)
      if (startParams.clickId) writeItem(CLICK_ID_KEY, startParams.clickId)
      return startParams
    },
    startParams: (): StartParams => startParams,
    init,
    isRunning: () => running !== undefined,
    /**
     * Resolves once no start-up sequence runs. A sign-in waits for it: its request carries the guest's
     * token so the server upgrades that guest, and revokes the guest's tokens while the start-up may still
     * be registering the guest's device with them (its failure would clear the new sign-in's session).
     */
    settled: (): Promise<void> => running ?? Promise.resolve(),
    setHints(next: Partial<typeof hints>): void {
      Object.assign(hints, next)
    },
    completeLogin,
    /** Logout (spec 1 §4, §5): DELETE own device when a device id and token exist, clear, re-init. */
    logout,
    signInAutomatically: async (url: string): Promise<void> => {
      await autoAuth(url)
      writeItem(AUTO_AUTH_OFF_KEY, undefined)
    },
    signedOutNoticed: (): void => store.signedOutNoticed(),
    /** spec 1 §2: open a deep link now, or remember it and ask for login first. */
    openDeepLink: (link: DeepLink): void => {
      const view = store.get().user
      const status = view ? (view.is_guest ? 'guest' : 'user') : 'anonymous'
      const decision = decideDeepLink(link, status)
      if (decision.kind === 'open') env.navigate?.(decision.route)
      if (decision.kind === 'login-first') {
        rememberReturnTo(decision.route)
        openAuth()
      }
    },
    /** After login: the remembered page, if any (consumed). */
    takeReturnTo(): string | undefined {
      const path = returnTo.read()
      returnTo.write(undefined)
      return path && isSafeReturnPath(path) ? path : undefined
    },
    /**
     * What the API client needs from the session: the token, and token errors reported back
     * (shared/ never imports features; app/providers.tsx hands these to configureApiClient).
     */
    apiClientHooks: {
      getToken: () => loadSession().token,
      onTokenError: (error) => {
        store.tokenError()
        if (error.code === ERROR_CODES.signedOut) signedOutElsewhere()
      },
      onError: (error) => {
        if (isStaleDeviceAnswer(error.endpointId, error.status)) {
          // spec 1 §4: 404 on device settings = stale token: set tokenError and reinitialise
          store.tokenError()
          void init()
        }
      },
    } satisfies Parameters<typeof configureApiClient>[0],
  }
}

export type SessionController = ReturnType<typeof createSessionController>
