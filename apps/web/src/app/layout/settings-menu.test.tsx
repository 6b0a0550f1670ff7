import type { NetworkInfo } from '@efir/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { network, provider } from '../../shared/session/test-fixtures'
import { mockSession, testUser } from '../session-bridge.mock'
import { renderShell } from '../test-shell'
import { AppLayout } from './app-layout'
// the modal host's lazy chunk loads with this file, not inside a test's 5 s (issue 32 made it lazy)
import '../modal-host'

vi.mock('../session-bridge', () => import('../session-bridge.mock'))
vi.mock('../../features/profiles/profile-list', () => ({ default: () => 'fake-profiles' }))

const location = () => screen.getByTestId('location').textContent
const avatar = () => screen.getByRole('button', { name: 'Account settings' })
const dropdown = () => screen.findByRole('region', { name: 'Account settings' })
const withProvider = (patch: object, net: object = {}) =>
  network({ provider: { ...provider, ...patch }, ...net }) as NetworkInfo
const support = (s: object) => ({
  landing: { ...provider.landing, support: { ...provider.landing.support, ...s } },
})

function setWindow(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height })
  window.dispatchEvent(new Event('resize'))
}

beforeEach(() => {
  mockSession.view = { status: 'user', user: { ...testUser, first_name: 'Aru', phone: '77001234567' } }
  mockSession.networkInfo = withProvider({ promo_enabled: false })
  mockSession.configuration = { menu_pages: [] } as never
  mockSession.logout = () => Promise.resolve()
  setWindow(1280, 900)
})
afterEach(() => setWindow(1024, 768))

describe('settings dropdown from the avatar (spec 3 §2)', () => {
  it('opens in place of navigating, with the viewer, profiles and the settings links', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    expect(avatar()).toHaveAttribute('aria-expanded', 'false')
    await user.click(avatar())
    const panel = await dropdown()
    expect(location()).toBe('/')
    expect(avatar()).toHaveAttribute('aria-expanded', 'true')
    expect(avatar()).toHaveAttribute('aria-controls', panel.id)
    expect(within(panel).getByText('Aru')).toBeInTheDocument()
    expect(within(panel).getByText('fake-profiles')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Manage profiles' })).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Subscriptions and account' })).toHaveAttribute(
      'href',
      '/lk',
    )
    expect(within(panel).getByRole('link', { name: 'Parental control' })).toHaveAttribute(
      'href',
      '/lk_parental',
    )
    // provider without promo codes and support contacts: neither item
    expect(within(panel).queryByRole('button', { name: 'Enter promo code' })).toBeNull()
    expect(within(panel).queryByRole('heading', { name: 'Support' })).toBeNull()
  })

  it('moves focus in; Escape closes it and gives focus back to the avatar', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(avatar())
    const panel = await dropdown()
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Account settings' })).toBeNull()
    expect(avatar()).toHaveFocus()
  })

  it('closes on an outside click and on navigation', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(avatar())
    await dropdown()
    await user.click(screen.getByRole('main'))
    expect(screen.queryByRole('region', { name: 'Account settings' })).toBeNull()

    await user.click(avatar())
    await user.click(within(await dropdown()).getByRole('link', { name: 'Subscriptions and account' }))
    await waitFor(() => expect(location()).toBe('/lk'))
    expect(screen.queryByRole('region', { name: 'Account settings' })).toBeNull()
  })

  it('offers promo code (→ #promocode) and support links when the provider has them', async () => {
    mockSession.networkInfo = withProvider(
      { promo_enabled: true, ...support({ email: 'help@op.kz', phone: '+7 700 000 00 00' }) },
      { lk_link: { label: 'Partner cabinet', url: 'https://lk.partner.example' } },
    )
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(avatar())
    const panel = await dropdown()
    expect(within(panel).getByRole('link', { name: 'Email: help@op.kz' })).toHaveAttribute(
      'href',
      'mailto:help@op.kz',
    )
    expect(within(panel).getByRole('link', { name: /Phone: \+7 700/ })).toHaveAttribute(
      'href',
      'tel:+77000000000',
    )
    expect(within(panel).getByRole('link', { name: /Partner cabinet/ })).toHaveAttribute(
      'href',
      'https://lk.partner.example',
    )
    await user.click(within(panel).getByRole('button', { name: 'Enter promo code' }))
    expect(location()).toBe('/#promocode')
    expect(screen.queryByRole('region', { name: 'Account settings' })).toBeNull()
  })

  it('manage profiles opens the #profiles modal over the page and closes the dropdown', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/channels'])
    await user.click(avatar())
    await user.click(within(await dropdown()).getByRole('button', { name: 'Manage profiles' }))
    expect(location()).toBe('/channels#profiles')
    expect(screen.queryByRole('region', { name: 'Account settings' })).toBeNull()
  })

  it('hides sign-out for the two partners that sign the viewer out themselves', async () => {
    document.cookie = 'partner=superapp; path=/'
    try {
      const user = userEvent.setup()
      renderShell(<AppLayout />, ['/'])
      await user.click(avatar())
      const panel = await dropdown()
      expect(within(panel).queryByRole('button', { name: 'Sign out' })).toBeNull()
      expect(within(panel).getByRole('link', { name: 'Subscriptions and account' })).toBeInTheDocument()
    } finally {
      document.cookie = 'partner=; path=/; max-age=0'
    }
  })

  it('asks before signing out; cancel keeps the viewer signed in', async () => {
    const logout = vi.fn(() => Promise.resolve())
    mockSession.logout = logout
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(avatar())
    await user.click(within(await dropdown()).getByRole('button', { name: 'Sign out' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Sign out of your account?' })
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(logout).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }))
    expect(logout).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account settings' })).toBeNull())
  })

  it('scrolls within window − 95 px, also above 640 px (issue 31: sign-out was out of reach)', async () => {
    setWindow(1280, 720)
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(avatar())
    expect(await dropdown()).toHaveStyle({ maxHeight: '625px' })
  })

  it('on the mobile layout it stops the page from scrolling while open', async () => {
    setWindow(390, 844)
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(avatar())
    await dropdown()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('')
  })
})
