// Sign-in as the app composes it: features/auth with the real session controller of features/session
// (what a sign-in stores), so it lives in app/, the one place that knows both features.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { configureApiClient } from '../shared/api/api-client'
import { createSessionController } from '../features/session/session-controller'
import { sessionStore } from '../shared/session/session-store'
import { SERIAL_KEY, loadSession } from '../shared/session/session-persist'
import { device, error, loginResponse, network, user } from '../shared/session/test-fixtures'
import { SessionActionsContext } from '../shared/session/session-actions'
import AuthModal from '../features/auth/auth-modal'

// one controller for the file, driving the page's session store as the app's does
const sessionController = createSessionController()

type Handler = (body: unknown) => [number, unknown]
let routes: Record<string, Handler>
let calls: string[]

function fetchMock(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input as string, 'http://test')
  const key = `${init.method ?? 'GET'} ${url.pathname}`
  calls.push(key)
  const handler = routes[key]
  const [status, body] = handler
    ? handler(init.body ? JSON.parse(init.body as string) : undefined)
    : [404, error(404, 'not_found')]
  return Promise.resolve(new Response(JSON.stringify(body), { status }))
}

const sent = () => [200, { resend_after: 60, code_length: 6, message: null }] as [number, unknown]

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient()
  sessionController.attach({ queryClient, navigate: vi.fn(), openAuth: vi.fn() })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SessionActionsContext value={sessionController}>
          <AuthModal onClose={onClose} />
        </SessionActionsContext>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onClose
}

beforeEach(() => {
  calls = []
  routes = {}
  configureApiClient({
    ...sessionController.apiClientHooks,
    fetch: fetchMock,
    getBaseUrl: () => Promise.resolve(''),
  })
  window.localStorage.setItem(SERIAL_KEY, 'serial-0000')
  sessionStore.loaded({ network: network() })
})

describe('sign-in modal (spec 3 §4, spec 1 §8)', () => {
  it('phone → code → logged in, device registered and authorised, modal closed', async () => {
    const u = userEvent.setup()
    routes['POST /v2/otps'] = (body) => {
      expect(body).toEqual({ phone: '77000000001', can_display_message: true })
      return sent()
    }
    routes['POST /v2/auth/otp'] = (body) => {
      expect(body).toEqual({ phone: '77000000001', token: '123456' })
      return [200, loginResponse('user-token', false)]
    }
    routes['POST /v2/users/self/devices'] = () => [201, device(8)]
    routes['POST /v2/auth/device'] = () => [
      200,
      { access_token: 'device-token', expired: '2099-01-01T00:00:00Z', device: device(8) },
    ]
    const onClose = renderModal()

    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '7000000001')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+7 (700) 000-00-01')
    await u.click(screen.getByRole('button', { name: 'Send code' }))

    const code = await screen.findByRole('textbox', { name: 'Code from SMS' })
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(screen.getByText('Resend code in 60 s')).toBeInTheDocument()
    await u.type(code, '123456') // auto-submits when complete

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(loadSession()).toMatchObject({ token: 'device-token', deviceId: 8 })
    expect(sessionStore.get().user?.is_guest).toBe(false)
  })

  it('a wrong phone is refused locally with error_wrong_phone', async () => {
    const u = userEvent.setup()
    renderModal()
    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '700')
    await u.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number')
    expect(calls).toEqual([])
  })

  it('invalid_phone creates the phone user and resends (spec 1 §8)', async () => {
    const u = userEvent.setup()
    let sends = 0
    routes['POST /v2/otps'] = () => (++sends === 1 ? [400, error(400, 'invalid_phone')] : sent())
    routes['POST /v2/users'] = (body) => {
      expect(body).toMatchObject({ username: '77000000002', phone: '77000000002' })
      return [201, user(false)]
    }
    renderModal()
    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '7000000002')
    await u.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('textbox', { name: 'Code from SMS' })
    expect(calls).toEqual(['POST /v2/otps', 'POST /v2/users', 'POST /v2/otps'])
  })

  it('a wrong code shows error_wrong_code; back clears the phone and the error', async () => {
    const u = userEvent.setup()
    routes['POST /v2/otps'] = sent
    routes['POST /v2/auth/otp'] = () => [400, error(400, 'wrong_code')]
    renderModal()
    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '7000000001')
    await u.click(screen.getByRole('button', { name: 'Send code' }))
    await u.type(await screen.findByRole('textbox', { name: 'Code from SMS' }), '000000')
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code')
    await u.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('login and password: the server detail is shown as the auth error', async () => {
    const u = userEvent.setup()
    routes['POST /v2/auth/login'] = () => [
      401,
      error(401, 'authentication_failed', { detail: 'Wrong login or password' }),
    ]
    renderModal()
    await u.click(screen.getByRole('button', { name: 'Sign in with login and password' }))
    await u.type(screen.getByRole('textbox', { name: 'Login' }), 'demo')
    await u.type(screen.getByLabelText('Password'), 'nope')
    await u.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password')
    // issue 31: focus back in the refused field, described by the error (not dropped to the page start)
    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(password).toHaveFocus())
    expect(password).toHaveAccessibleDescription('Wrong login or password')
    expect(password).toHaveAttribute('aria-invalid', 'true')
  })
})
