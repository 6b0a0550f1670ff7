// Issue 30 in the sign-in dialog, as the app composes it (features/auth with the real session controller):
// the middleware's address step, the notice of a sign-in ended elsewhere, and the automatic sign-in a
// viewer chooses after a logout.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { configureApiClient } from '../shared/api/api-client'
import { createSessionController } from '../features/session/session-controller'
import { sessionStore } from '../shared/session/session-store'
import { AUTO_AUTH_OFF_KEY, SERIAL_KEY, loadSession } from '../shared/session/session-persist'
import { device, error, loginResponse, network, provider } from '../shared/session/test-fixtures'
import { SessionActionsContext } from '../shared/session/session-actions'
import AuthModal from '../features/auth/auth-modal'

const sessionController = createSessionController()

type Handler = (body: unknown) => [number, unknown]
let routes: Record<string, Handler>
let calls: string[]

function fetchMock(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input as string, 'http://test')
  const key = `${init.method ?? 'GET'} ${url.origin === 'http://test' ? '' : url.origin}${url.pathname}`
  calls.push(key)
  const handler = routes[key]
  const [status, body] = handler
    ? handler(init.body ? JSON.parse(init.body as string) : undefined)
    : [404, error(404, 'not_found')]
  return Promise.resolve(new Response(JSON.stringify(body), { status }))
}

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient()
  sessionController.attach({ queryClient, navigate: vi.fn(), openAuth: vi.fn() })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SessionActionsContext value={sessionController}>
          <AuthModal onClose={onClose} />
        </SessionActionsContext>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { onClose, unmount: view.unmount }
}

/** A login's answer, this device registered and authorised: what every successful sign-in ends with. */
function deviceRoutes() {
  routes['POST /v2/users/self/devices'] = () => [201, device(8)]
  routes['POST /v2/auth/device'] = () => [
    200,
    { access_token: 'device-token', expired: '2099-01-01T00:00:00Z', device: device(8) },
  ]
}

beforeEach(() => {
  calls = []
  routes = {}
  configureApiClient({
    ...sessionController.apiClientHooks,
    fetch: fetchMock,
    getBaseUrl: () => Promise.resolve(''),
  })
  // the provider's automatic-authentication address is not our API: the page's own fetch
  vi.stubGlobal('fetch', fetchMock)
  window.localStorage.clear()
  window.localStorage.setItem(SERIAL_KEY, 'serial-0000')
  sessionStore.loaded({ network: network() })
  sessionStore.signedOutNoticed()
})

describe('middleware sign-in: city and address (issue 30)', () => {
  const almaty = { id: 1, name: 'Almaty' }
  const shymkent = { id: 3, name: 'Shymkent' }
  const addresses = [
    { address_id: 2, provider_id: 2, user_id: 9, address: 'Almaty, Dostyk ave. 42, apt. 17' },
    { address_id: 3, provider_id: 2, user_id: 9, address: 'Almaty, Satpayev st. 3, apt. 8' },
  ]

  it('an empty city says so and offers another; Continue sends the preselected address', async () => {
    const u = userEvent.setup()
    sessionStore.loaded({ network: network({ provider: { ...provider, middleware_otp: true } }) })
    routes['POST /v2/mw/otps'] = () => [200, { resend_after: 60, code_length: 4, message: null }]
    routes['POST /v2/mw/auth/otp'] = () => [200, { mwat: 'm'.repeat(43), addresses: [] }]
    routes['GET /v2/mw/cities'] = () => [200, [almaty, shymkent]]
    routes['POST /v2/mw/set_city'] = (body) => [
      200,
      { addresses: (body as { city_id: number }).city_id === almaty.id ? addresses : [] },
    ]
    let chosen: unknown
    routes['POST /v2/mw/set_address'] = (body) => {
      chosen = body
      return [200, loginResponse('user-token', false)]
    }
    deviceRoutes()
    const { onClose } = renderModal()

    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '7009990001')
    await u.click(screen.getByRole('button', { name: 'Send code' }))
    await u.type(await screen.findByRole('textbox', { name: 'Code from SMS' }), '1234')

    // a city without this phone's addresses: said, with the way to another city (it was a dead end)
    await u.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Shymkent')
    await u.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(/no addresses linked to your number/)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Another city' }))

    // Almaty is preselected: Continue without touching the list, twice
    expect(await screen.findByRole('combobox', { name: 'City' })).toHaveValue(String(almaty.id))
    await u.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('combobox', { name: 'Address' })).toHaveValue('2')
    await u.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(chosen).toEqual({ address_id: 2, provider_id: 2, user_id: 9 })
  })
})

describe('a sign-in ended elsewhere (issue 30)', () => {
  it('the dialog says why this device was signed out; once it goes, the notice is done', () => {
    sessionStore.signedOutElsewhere()
    const { unmount } = renderModal()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your sign-in on this device was ended from another device. Sign in again.',
    )
    unmount()
    expect(sessionStore.get().signedOutElsewhere).toBe(false)
  })

  it('a 401 signed_out for the session’s token ends the session here and turns automatic sign-in off', async () => {
    window.localStorage.setItem('efir.session', JSON.stringify({ token: 'old-token', deviceId: 4 }))
    routes['GET /v2/users/self'] = () => [401, error(401, 'signed_out')]
    routes['GET /v2/users/self/network'] = () => [200, network({ is_guest_allowed: false })]
    const { apiRequest } = await import('../shared/api/api-client')
    const { getSelf } = await import('@efir/contract/routes')
    await expect(apiRequest(getSelf, {})).rejects.toMatchObject({ code: 'signed_out' })
    expect(sessionStore.get().signedOutElsewhere).toBe(true)
    expect(loadSession().token).toBeUndefined()
    expect(window.localStorage.getItem(AUTO_AUTH_OFF_KEY)).toBe('1')
  })

  it('a guest’s ended tokens are its own sign-in’s doing (the upgrade): no notice', async () => {
    window.localStorage.setItem(
      'efir.session',
      JSON.stringify({ token: 'guest-token', deviceId: 4, isGuest: true }),
    )
    routes['GET /v2/users/self'] = () => [401, error(401, 'signed_out')]
    const { apiRequest } = await import('../shared/api/api-client')
    const { getSelf } = await import('@efir/contract/routes')
    await expect(apiRequest(getSelf, {})).rejects.toMatchObject({ code: 'signed_out' })
    expect(sessionStore.get().signedOutElsewhere).toBe(false)
    expect(loadSession().token).toBe('guest-token')
  })
})

describe('automatic sign-in after a logout (issue 30, provider 3)', () => {
  it('the dialog offers it; choosing it signs in and turns it on again', async () => {
    const u = userEvent.setup()
    window.localStorage.setItem(AUTO_AUTH_OFF_KEY, '1')
    sessionStore.loaded({ network: network({ auto_auth: 'https://line.example/auto' }) })
    routes['POST https://line.example/auto'] = (body) => {
      expect(body).toMatchObject({ serial: 'serial-0000' })
      return [200, loginResponse('line-token', false)]
    }
    deviceRoutes()
    const { onClose } = renderModal()
    // phone sign-in is there too
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Sign in automatically' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(window.localStorage.getItem(AUTO_AUTH_OFF_KEY)).toBeNull()
    expect(loadSession()).toMatchObject({ token: 'device-token', deviceId: 8 })
  })
})
