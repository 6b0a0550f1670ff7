import { beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { configureApiClient } from '../../shared/api/api-client'
import { createSessionController } from './session-controller'
import { SERIAL_KEY, SESSION_KEY, loadSession, saveSession } from '../../shared/session/session-persist'
import { createSessionStore, sessionStore } from '../../shared/session/session-store'

import {
  device,
  error,
  loginResponse,
  network,
  configuration,
  resources,
  user,
} from '../../shared/session/test-fixtures'

// one controller for the file, driving the page's session store as the app's does
const sessionController = createSessionController()

type Answer = [number, unknown]
type Handler = (url: URL, init: RequestInit) => Answer | Promise<Answer>
let routes: Record<string, Handler>
let calls: string[]

function fetchMock(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input as string, 'http://test')
  const key = `${init.method ?? 'GET'} ${url.pathname}`
  calls.push(
    `${key}${url.searchParams.has('access_token') ? ` token=${url.searchParams.get('access_token')}` : ''}`,
  )
  const handler = routes[key]
  if (!handler) return Promise.resolve(new Response(JSON.stringify(error(404, 'not_found')), { status: 404 }))
  return Promise.resolve(handler(url, init)).then(
    ([status, body]) => new Response(JSON.stringify(body), { status }),
  )
}

const base: Record<string, Handler> = {
  'GET /v2/users/self/network': () => [200, network()],
  'GET /v2/platform/configuration': () => [200, configuration],
  'GET /v2/platform/resources': () => [200, resources],
}

const navigate = vi.fn()
const openAuth = vi.fn()

beforeEach(() => {
  calls = []
  routes = { ...base }
  navigate.mockReset()
  openAuth.mockReset()
  configureApiClient({
    ...sessionController.apiClientHooks,
    fetch: fetchMock,
    getBaseUrl: () => Promise.resolve(''),
  })
  sessionStore.anonymous()
  sessionStore.starting()
  window.localStorage.setItem(SERIAL_KEY, 'serial-0000')
  sessionController.attach({ queryClient: new QueryClient(), navigate, openAuth })
})

describe('start-up (spec 1 §4)', () => {
  it('a new visitor becomes a guest: create, login, register device, authorise device, beside the platform data', async () => {
    let authorised: () => void = () => undefined
    const deviceAuthorised = new Promise<void>((resolve) => (authorised = resolve))
    // issue 32: the guest's account and device do not wait for the platform data (held until they are done)
    routes['GET /v2/platform/configuration'] = () => deviceAuthorised.then(() => [200, configuration])
    routes['POST /v2/users'] = () => [201, user(true)]
    routes['POST /v2/auth/login'] = () => [200, loginResponse('login-token', true)]
    routes['POST /v2/users/self/devices'] = () => [201, device(5)]
    routes['POST /v2/auth/device'] = () => {
      // shown only once the platform data is there too
      expect(sessionStore.get().phase).toBe('starting')
      authorised()
      return [200, { access_token: 'device-token', expired: '2099-01-01T00:00:00Z', device: device(5) }]
    }
    await sessionController.init()
    expect(calls.filter((c) => c.includes('/platform/')).sort()).toEqual([
      'GET /v2/platform/configuration',
      'GET /v2/platform/resources',
    ])
    expect(calls.filter((c) => !c.includes('/platform/'))).toEqual([
      'GET /v2/users/self/network',
      'POST /v2/users',
      'POST /v2/auth/login',
      'POST /v2/users/self/devices token=login-token',
      'POST /v2/auth/device token=login-token',
    ])
    expect(sessionStore.get()).toMatchObject({ phase: 'ready', user: { is_guest: true } })
    expect(loadSession()).toMatchObject({ token: 'device-token', deviceId: 5, isGuest: true })
    expect(loadSession().guest?.username).toHaveLength(32)
  })

  it('no provider → the default login message', async () => {
    routes['GET /v2/users/self/network'] = () => [200, network({ provider: null })]
    await sessionController.init()
    expect(sessionStore.get().phase).toBe('no-provider')
  })

  it('a start-up that ends before the first render opens the login dialog once the modals are attached', async () => {
    routes['GET /v2/users/self/network'] = () => [200, network({ is_guest_allowed: false })]
    const early = createSessionController({ store: createSessionStore() })
    early.attach({ queryClient: new QueryClient() })
    await early.init()
    const later = vi.fn()
    early.attach({ navigate, openAuth: later })
    expect(later).toHaveBeenCalledTimes(1)
    early.attach({ openAuth: later })
    expect(later).toHaveBeenCalledTimes(1)
  })

  it('no guests → the login dialog opens', async () => {
    routes['GET /v2/users/self/network'] = () => [200, network({ is_guest_allowed: false })]
    await sessionController.init()
    expect(openAuth).toHaveBeenCalled()
    expect(sessionStore.get()).toMatchObject({ phase: 'ready', user: undefined })
  })

  it('a stored token set over 5 minutes ago re-authorises the device (still-valid token and serial)', async () => {
    saveSession({ token: 'old', tokenSetAt: Date.now() - 6 * 60_000, deviceId: 5 })
    routes['POST /v2/auth/device'] = (_u, init) => {
      expect(JSON.parse(init.body as string)).toEqual({ device_id: 5, serial: 'serial-0000' })
      return [200, { access_token: 'fresh', expired: '2099-01-01T00:00:00Z', device: device(5) }]
    }
    routes['GET /v2/users/self'] = () => [200, user(false)]
    await sessionController.init()
    expect(calls.slice(3)).toEqual(['POST /v2/auth/device token=old', 'GET /v2/users/self token=fresh'])
    expect(loadSession().token).toBe('fresh')
    expect(sessionStore.get().user?.is_guest).toBe(false)
  })

  it('a child profile chosen on this device keeps its token at start-up (spec 1 §4; issue 31)', async () => {
    saveSession({ token: 'old', tokenSetAt: Date.now() - 6 * 60_000, deviceId: 5, childProfile: true })
    routes['GET /v2/users/self'] = () => [200, user(false)]
    await sessionController.init()
    expect(calls).not.toContain('POST /v2/auth/device token=old')
    expect(calls).toContain('GET /v2/users/self token=old')
    expect(sessionStore.get().user?.is_guest).toBe(false)
  })

  it('403 on device authorisation → geo-lock with country and address', async () => {
    saveSession({ token: 'old', tokenSetAt: 0, deviceId: 5 })
    routes['POST /v2/auth/device'] = () => [
      403,
      error(403, 'forbidden_country', { country: 'XX', remote: '9.9.9.9' }),
    ]
    await sessionController.init()
    expect(sessionStore.get()).toMatchObject({
      phase: 'geo-locked',
      geo: { country: 'XX', remote: '9.9.9.9' },
    })
    // the page is the shell's to choose (useGeoLockRedirect: exempt pages stay)
    expect(navigate).not.toHaveBeenCalledWith('/geo_lock', expect.anything())
  })

  it('any other failure of re-authorisation clears storage and restarts (guest again)', async () => {
    saveSession({ token: 'old', tokenSetAt: 0, deviceId: 5 })
    let deviceAuths = 0
    routes['POST /v2/auth/device'] = () =>
      ++deviceAuths === 1
        ? [404, error(404, 'not_found')]
        : [200, { access_token: 'guest-device', expired: '2099-01-01T00:00:00Z', device: device(6) }]
    routes['POST /v2/users'] = () => [201, user(true)]
    routes['POST /v2/auth/login'] = () => [200, loginResponse('g', true)]
    routes['POST /v2/users/self/devices'] = () => [201, device(6)]
    // the viewer is never signed out on the way (that would force the sign-in dialog open)
    const phases: string[] = []
    const unsubscribe = sessionStore.subscribe(() => {
      const { phase, user: now } = sessionStore.get()
      phases.push(now ? `${phase}:${now.is_guest ? 'guest' : 'user'}` : phase)
    })
    await sessionController.init()
    unsubscribe()
    expect(loadSession()).toMatchObject({ token: 'guest-device', deviceId: 6 })
    expect(phases).not.toContain('ready')
    expect(phases.at(-1)).toBe('ready:guest')
  })

  it('a token in the query is used (token mode) and verified with GET self', async () => {
    sessionController.readStartParams('?access_token=from-query')
    routes['GET /v2/users/self'] = () => [200, user(false)]
    await sessionController.init()
    expect(calls.filter((c) => c.startsWith('GET /v2/users/self token'))).toEqual([
      'GET /v2/users/self token=from-query',
    ])
    expect(loadSession()).toMatchObject({ token: 'from-query', tokenMode: true })
  })

  it("a fresh stored token's user is asked once, right after the network info, beside the platform data", async () => {
    saveSession({ token: 'tok', tokenSetAt: Date.now(), deviceId: 5 })
    routes['GET /v2/users/self'] = () => [200, user(false)]
    await sessionController.init()
    expect(calls[0]).toBe('GET /v2/users/self/network')
    expect(calls[1]).toBe('GET /v2/users/self token=tok')
    expect(calls.slice(2).sort()).toEqual(['GET /v2/platform/configuration', 'GET /v2/platform/resources'])
    expect(sessionStore.get()).toMatchObject({ phase: 'ready', user: { is_guest: false } })
  })
})

describe('token error (spec 1 §4)', () => {
  it('re-authorises silently by serial without the failed token; the user stays signed in', async () => {
    saveSession({ token: 'dead', tokenSetAt: Date.now(), deviceId: 5 })
    sessionStore.tokenError()
    routes['POST /v2/auth/device'] = () => [
      200,
      { access_token: 'new', expired: '2099-01-01T00:00:00Z', device: device(5) },
    ]
    routes['GET /v2/users/self'] = () => [200, user(false)]
    await sessionController.init()
    expect(calls).toContain('POST /v2/auth/device')
    expect(sessionStore.get()).toMatchObject({ tokenError: false, user: { is_guest: false } })
    expect(loadSession().token).toBe('new')
  })

  it('a 401 on a call sets tokenError through the API client', async () => {
    saveSession({ token: 'tok', tokenSetAt: Date.now(), deviceId: 5 })
    routes['GET /v2/users/self'] = () => [401, error(401, 'authentication_failed')]
    routes['POST /v2/auth/device'] = () => [500, error(500, 'internal_error')]
    routes['POST /v2/users'] = () => [
      403,
      error(403, 'forbidden_country', { country: 'XX', remote: '1.1.1.1' }),
    ]
    await sessionController.init()
    // GET self failed → tokenError → re-authorise failed → cleared → guest creation 403 → geo-lock
    expect(calls[1]).toBe('GET /v2/users/self token=tok')
    expect(calls.slice(4)).toEqual(['POST /v2/auth/device', 'POST /v2/users'])
    expect(sessionStore.get().phase).toBe('geo-locked')
  })
})

describe('login completion (spec 1 §4, §8)', () => {
  it('device limit: deletes the oldest device by login_at and registers again', async () => {
    saveSession({ deviceId: 3, guest: { identifier: 'i', username: 'u', password: 'p' } })
    let registrations = 0
    routes['POST /v2/users/self/devices'] = () =>
      ++registrations === 1 ? [400, error(400, 'device_limit')] : [201, device(9)]
    routes['GET /v2/users/self/devices'] = () => [
      200,
      [
        device(1, '2025-02-01T00:00:00Z'),
        device(2, '2024-01-01T00:00:00Z'),
        device(4, '2023-01-01T00:00:00Z', true),
      ],
    ]
    routes['DELETE /v2/users/self/devices/2'] = () => [200, { ok: true }]
    routes['POST /v2/auth/device'] = () => [
      200,
      { access_token: 'dev', expired: '2099-01-01T00:00:00Z', device: device(9) },
    ]
    await sessionController.completeLogin(loginResponse('user-token', false, true))
    expect(calls).toContain('DELETE /v2/users/self/devices/2 token=user-token')
    // was_guest: the new device replaces the guest's; the guest's credentials stay for after a logout
    expect(loadSession()).toMatchObject({ token: 'dev', deviceId: 9, isGuest: false })
    expect(loadSession().guest).toEqual({ identifier: 'i', username: 'u', password: 'p' })
  })

  it('403 when freeing a slot → too_many_devices, and the sign-in is not stored (issue 8)', async () => {
    saveSession({ token: 'guest-token', tokenSetAt: 1, deviceId: 3, isGuest: true })
    routes['POST /v2/users/self/devices'] = () => [400, error(400, 'device_limit')]
    routes['GET /v2/users/self/devices'] = () => [200, [device(1)]]
    routes['DELETE /v2/users/self/devices/1'] = () => [403, error(403, 'permission_denied')]
    await expect(sessionController.completeLogin(loginResponse('t', false))).rejects.toMatchObject({
      code: 'too_many_devices',
    })
    // a reload finds the guest session, not the refused sign-in
    expect(loadSession()).toMatchObject({ token: 'guest-token', deviceId: 3, isGuest: true })
  })

  it('a forbidden country on device authorisation stores nothing of the sign-in (issue 8)', async () => {
    saveSession({ token: 'guest-token', tokenSetAt: 1, deviceId: 3, isGuest: true })
    routes['POST /v2/users/self/devices'] = () => [201, device(9)]
    routes['POST /v2/auth/device'] = () => [
      403,
      error(403, 'forbidden_country', { country: 'XX', remote: '9.9.9.9' }),
    ]
    await expect(sessionController.completeLogin(loginResponse('t', false))).rejects.toMatchObject({
      status: 403,
    })
    expect(loadSession()).toMatchObject({ token: 'guest-token', deviceId: 3 })
  })

  it('a forbidden country on device registration frees no slot: nothing listed or removed (issue 30)', async () => {
    saveSession({ token: 'guest-token', tokenSetAt: 1, deviceId: 3, isGuest: true })
    routes['POST /v2/users/self/devices'] = () => [
      403,
      error(403, 'forbidden_country', { country: 'US', remote: '9.9.9.9' }),
    ]
    await expect(sessionController.completeLogin(loginResponse('t', false))).rejects.toMatchObject({
      status: 403,
      code: 'forbidden_country',
    })
    expect(calls.filter((c) => c.includes('/devices') || c.includes('/auth/device'))).toEqual([
      'POST /v2/users/self/devices token=t',
    ])
    expect(loadSession()).toMatchObject({ token: 'guest-token', deviceId: 3 })
    // spec 1 §4, §8: the geo-lock page with the country and address the server saw
    expect(sessionStore.get()).toMatchObject({
      phase: 'geo-locked',
      geo: { country: 'US', remote: '9.9.9.9' },
    })
  })
})

describe('logout (spec 1 §4, §5)', () => {
  it('deletes own device, clears storage and re-initialises', async () => {
    saveSession({ token: 'tok', tokenSetAt: Date.now(), deviceId: 5 })
    routes['DELETE /v2/users/self/devices/5'] = () => [200, { ok: true }]
    routes['GET /v2/users/self/network'] = () => [200, network({ is_guest_allowed: false })]
    await sessionController.logout()
    expect(calls[0]).toBe('DELETE /v2/users/self/devices/5 token=tok')
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
    expect(openAuth).toHaveBeenCalled()
  })

  it('signs in as the browser’s own guest again: no new guest account per logout (issue 31)', async () => {
    const guest = { identifier: 'i', username: 'u', password: 'p' }
    saveSession({ token: 'tok', tokenSetAt: Date.now(), deviceId: 5, guest })
    routes['DELETE /v2/users/self/devices/5'] = () => [200, { ok: true }]
    routes['POST /v2/auth/login'] = () => [200, loginResponse('login-token', true)]
    routes['POST /v2/users/self/devices'] = () => [201, device(6)]
    routes['POST /v2/auth/device'] = () => [
      200,
      { access_token: 'device-token', expired: '2099-01-01T00:00:00Z', device: device(6) },
    ]
    await sessionController.logout()
    expect(calls).not.toContain('POST /v2/users')
    expect(calls).toContain('POST /v2/auth/login')
    expect(loadSession()).toMatchObject({ token: 'device-token', deviceId: 6, isGuest: true, guest })
  })

  it('without a device id it only clears', async () => {
    saveSession({ token: 'tok' })
    routes['GET /v2/users/self/network'] = () => [200, network({ is_guest_allowed: false })]
    await sessionController.logout()
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false)
  })
})
