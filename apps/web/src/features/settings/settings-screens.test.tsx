import type { Device, User } from '@efir/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import type { SessionView } from '../../shared/session/use-session'
import { DevicesSection } from './devices-section'
import { InfoSection } from './info-section'

const state = vi.hoisted(() => ({
  session: { status: 'user' } as SessionView,
  devices: [] as Device[],
  save: vi.fn(),
  remove: vi.fn(),
  signOutOthers: vi.fn(),
  openModal: vi.fn(),
}))
vi.mock('../../shared/hooks/use-modal', () => ({ useModal: () => ({ open: state.openModal }) }))
vi.mock('../../shared/session/use-session', () => ({
  useSession: () => state.session,
  useNetworkInfo: () => undefined,
}))
vi.mock('../../shared/commerce/account-queries', () => ({
  useBalance: () => ({ data: undefined, isError: true }),
}))
vi.mock('./api', () => ({
  useDevices: () => ({ data: state.devices, isPending: false, isError: false, isSuccess: true }),
  useSaveInfo: () => ({ mutate: state.save, isPending: false }),
  useRemoveDevice: () => ({ mutate: state.remove, isPending: false }),
  useSignOutOthers: () => ({ mutate: state.signOutOthers, isPending: false }),
}))

const device = (id: number, current: boolean): Device =>
  ({
    id,
    device_type: current ? 'pc' : 'tv',
    model: current ? 'Chrome' : 'OLED55',
    os_name: current ? 'Linux' : 'webOS',
    login_at: '2026-11-25T09:30:00Z',
    is_current: current,
  }) as Device

function Location() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>
}
const wrap = (children: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/settings/info']}>
      <QueryClientProvider client={new QueryClient()}>
        {children}
        <Location />
      </QueryClientProvider>
    </MemoryRouter>,
  )

beforeEach(() => {
  state.session = {
    status: 'user',
    user: { id: 1, username: 'demo', phone: '77000000001', first_name: '', email: null } as unknown as User,
  }
  state.devices = [device(1, true), device(2, false)]
  state.save.mockReset()
  state.remove.mockReset()
  state.openModal.mockReset()
})

describe('info form (spec 3 §5, §8)', () => {
  it('a Cyrillic e-mail is not sent; the red state resets after 500 ms, the text stays until the field changes', async () => {
    wrap(<InfoSection />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('First name'), 'Ira')
    await user.type(screen.getByLabelText('E-mail'), 'ира@пример.рф')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const email = screen.getByLabelText('E-mail')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email.className).toMatch(/invalid/)
    // issue 31: the red flash said nothing; now the field says what is wrong
    expect(email).toHaveAccessibleDescription('Check the e-mail: Latin letters, like name@example.com')
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'false')
    expect(state.save).not.toHaveBeenCalled()
    await waitFor(() => expect(email.className).not.toMatch(/invalid/))
    expect(email).toHaveAccessibleDescription('Check the e-mail: Latin letters, like name@example.com')
    await user.type(email, 'x')
    expect(email).toHaveAttribute('aria-invalid', 'false')
    expect(email).not.toHaveAccessibleDescription()
  })

  it('a 400 about the name says so under the name, not "e-mail already used" (issue 31); the name stops at 64', async () => {
    state.save.mockImplementation((_body, options: { onError: (e: unknown) => void }) =>
      options.onError(
        new ApiError({
          status: 400,
          code: 'validation_error',
          message: 'x',
          endpointId: 'patchSelf',
          detail: { 'body.first_name': 'Too big' },
        }),
      ),
    )
    wrap(<InfoSection />)
    const user = userEvent.setup()
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxlength', '64')
    await user.type(screen.getByLabelText('First name'), 'Ira')
    await user.type(screen.getByLabelText('E-mail'), 'ira@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(state.openModal).not.toHaveBeenCalled()
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'This name will not do: 64 characters at most',
    )
  })

  it('sends the trimmed pair; a 400 opens the error_duplicate_email message and the submit stays usable', async () => {
    state.save.mockImplementation((_body, options: { onError: (e: unknown) => void }) =>
      options.onError(
        new ApiError({ status: 400, code: 'validation_error', message: 'x', endpointId: 'patchSelf' }),
      ),
    )
    wrap(<InfoSection />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('First name'), ' Ira ')
    await user.type(screen.getByLabelText('E-mail'), 'ira@example.com ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(state.save).toHaveBeenCalledWith(
      { first_name: 'Ira', email: 'ira@example.com' },
      expect.anything(),
    )
    expect(state.openModal).toHaveBeenCalledWith('message', {
      title: 'Error',
      text: 'This e-mail is already used by another account',
    })
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('shows the version label 188 and the current device', () => {
    wrap(<InfoSection />)
    expect(screen.getByText('188')).toBeInTheDocument()
    expect(screen.getByText('Chrome, Linux')).toBeInTheDocument()
  })
})

describe('devices (spec 3 §2, §6; spec 1 §8)', () => {
  it('the current device has no remove button; another one asks before removing', async () => {
    wrap(<DevicesSection />)
    const user = userEvent.setup()
    const rows = screen.getAllByRole('listitem')
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull()
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Remove/ }))
    expect(state.remove).not.toHaveBeenCalled()
    const confirm = screen.getByRole('alertdialog')
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(state.remove).toHaveBeenCalledWith(2, expect.anything())
  })

  it('signs out of the other devices after confirming (issue 30)', async () => {
    wrap(<DevicesSection />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sign out of other devices' }))
    const confirm = screen.getByRole('alertdialog')
    expect(confirm).toHaveTextContent('End the sign-in on every device but this one?')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(state.signOutOthers).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Sign out of other devices' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out of other devices' }),
    )
    expect(state.signOutOthers).toHaveBeenCalledTimes(1)
  })

  it('a 403 on removal shows error_too_many_devices', async () => {
    state.remove.mockImplementation((_id, options: { onError: (e: unknown) => void }) =>
      options.onError(
        new ApiError({ status: 403, code: 'too_many_devices', message: '', endpointId: 'deleteDevice' }),
      ),
    )
    wrap(<DevicesSection />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Remove/ }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Too many devices on this account')
  })
})
