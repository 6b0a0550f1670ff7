// Sign-in as the app composes it: features/auth with the real session controller of features/session
// (what a sign-in stores), so it lives in app/, the one place that knows both features.
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, expect, it, vi } from 'vitest'
import { configureApiClient } from '../shared/api/api-client'
import { createSessionController } from '../features/session/session-controller'
import { SERIAL_KEY, clearSession } from '../shared/session/session-persist'
import { sessionStore } from '../shared/session/session-store'
import {
  configuration,
  device,
  loginResponse,
  network,
  resources,
  user,
} from '../shared/session/test-fixtures'
import { loginByPassword } from '../features/auth/auth-api'

// one controller for the file, driving the page's session store as the app's does
const sessionController = createSessionController()

const calls: string[] = []
let releaseDeviceAuth: () => void = () => undefined

const answers: Record<string, () => Promise<[number, unknown]>> = {
  'GET /v2/users/self/network': () => Promise.resolve([200, network()]),
  'GET /v2/platform/configuration': () => Promise.resolve([200, configuration]),
  'GET /v2/platform/resources': () => Promise.resolve([200, resources]),
  'POST /v2/users': () => Promise.resolve([201, user(true)]),
  'POST /v2/users/self/devices': () => Promise.resolve([201, device(5)]),
  // the guest's device authorisation is slow: the viewer signs in meanwhile
  'POST /v2/auth/device': () =>
    new Promise((resolve) => {
      releaseDeviceAuth = () =>
        resolve([
          200,
          { access_token: 'guest-device-token', expired: '2099-01-01T00:00:00Z', device: device(5) },
        ])
    }),
}

beforeEach(() => {
  calls.length = 0
  clearSession()
  window.localStorage.setItem(SERIAL_KEY, 'serial-0000')
  sessionStore.starting()
  sessionController.attach({ queryClient: new QueryClient(), navigate: vi.fn(), openAuth: vi.fn() })
  configureApiClient({
    ...sessionController.apiClientHooks,
    getBaseUrl: () => Promise.resolve(''),
    fetch: async (input, init = {}) => {
      const url = new URL(input as string, 'http://test')
      const key = `${init.method ?? 'GET'} ${url.pathname}`
      const token = url.searchParams.get('access_token')
      calls.push(`${key}${token ? ` token=${token}` : ''}`)
      const answer = key === 'POST /v2/auth/login' ? loginAnswer(init) : answers[key]?.()
      const [status, body] = (await answer) ?? [404, {}]
      return new Response(JSON.stringify(body), { status })
    },
  })
})

function loginAnswer(init: RequestInit): Promise<[number, unknown]> {
  const { login } = JSON.parse(init.body as string) as { login: string }
  return Promise.resolve([
    200,
    loginResponse(login === 'demo' ? 'demo-token' : 'guest-token', login !== 'demo'),
  ])
}

it('a sign-in during start-up waits for it and carries the guest its start-up finished with', async () => {
  const startUp = sessionController.init()
  await vi.waitFor(() => expect(calls).toContain('POST /v2/auth/device token=guest-token'), {
    timeout: 5_000,
  })

  const signIn = loginByPassword(sessionController, 'demo', 'demo')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(calls.filter((c) => c.startsWith('POST /v2/auth/login'))).toHaveLength(1) // the guest's only

  releaseDeviceAuth()
  await startUp
  await expect(signIn).resolves.toMatchObject({ access_token: 'demo-token' })
  expect(calls.at(-1)).toBe('POST /v2/auth/login token=guest-device-token')
})
