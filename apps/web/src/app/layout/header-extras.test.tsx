import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { network, provider } from '../../shared/session/test-fixtures'
import { mockSession, testUser } from '../session-bridge.mock'
import { renderShell } from '../test-shell'
import { AppLayout } from './app-layout'

vi.mock('../session-bridge', () => import('../session-bridge.mock'))

const location = () => screen.getByTestId('location').textContent
const header = () => screen.getByRole('banner')

function setWidth(width: number) {
  Object.assign(window, { innerWidth: width })
  window.dispatchEvent(new Event('resize'))
}

beforeEach(() => {
  mockSession.view = { status: 'guest', user: { ...testUser, is_guest: true } }
  mockSession.networkInfo = network({ promo_days: 14 })
  mockSession.configuration = { menu_pages: [] } as never
  setWidth(1440)
})
afterEach(() => setWidth(1024))

describe('header extras (spec 3 §2 Header)', () => {
  it('a guest is offered the promo days ("watch N days free" → #auth)', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(within(header()).getByRole('button', { name: 'Watch 14 days free' }))
    expect(location()).toBe('/#auth')
  })

  it('promo code opens #promocode; how-to-install leads to /instructions', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    expect(within(header()).getByRole('link', { name: 'How to install' })).toHaveAttribute(
      'href',
      '/instructions',
    )
    await user.click(within(header()).getByRole('button', { name: 'Enter promo code' }))
    expect(location()).toBe('/#promocode')
  })

  it('a signed-in viewer gets no promo days; a provider without promo codes no promo button', () => {
    mockSession.view = { status: 'user', user: testUser }
    mockSession.networkInfo = network({
      promo_days: 14,
      provider: { ...provider, promo_enabled: false },
    })
    renderShell(<AppLayout />, ['/'])
    expect(within(header()).queryByRole('button', { name: /days free/ })).toBeNull()
    expect(within(header()).queryByRole('button', { name: 'Enter promo code' })).toBeNull()
    expect(within(header()).getByRole('link', { name: 'How to install' })).toBeInTheDocument()
  })

  it('the compact header hides them all', () => {
    setWidth(800)
    renderShell(<AppLayout />, ['/'])
    expect(within(header()).queryByRole('button', { name: /days free/ })).toBeNull()
    expect(within(header()).queryByRole('button', { name: 'Enter promo code' })).toBeNull()
    expect(within(header()).queryByRole('link', { name: 'How to install' })).toBeNull()
  })
})
