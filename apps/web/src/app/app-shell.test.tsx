import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from './layout/app-layout'
import { sessionStore } from '../shared/session/session-store'
import { menuPage, mockSession, testUser } from './session-bridge.mock'
import { SPEC_ROUTES } from './spec-routes.fixture'
import { renderShell } from './test-shell'
// the shell's lazy chunks load with this file, not inside a test's 5 s (issue 32 made them lazy)
import './channel-routes'
import './modal-host'
import './settings-route'

vi.mock('./session-bridge', () => import('./session-bridge.mock'))
vi.mock('../features/profiles/profile-list', () => ({ default: () => 'fake-profiles' }))

const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  mockSession.view = { status: 'guest', user: { ...testUser, is_guest: true } }
  mockSession.networkInfo = undefined
  mockSession.resources = undefined
  mockSession.configuration = {
    menu_pages: [
      menuPage(1, { template: 'startpage', title: 'Home page' }),
      menuPage(2, { slug: 'kino', title: 'Kino' }),
      menuPage(3, { kind: 'my', template: 'my', title: 'Mine' }),
    ],
  } as never
})

describe('app shell', () => {
  it('shows not_found_page with a way home for an unknown path', async () => {
    renderShell(<AppLayout />, ['/no/such/page'])
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
    // issue 32: the tab says so and search engines are kept out (the server cannot know every path)
    expect(document.title).toMatch(/^Page not found/)
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it('has the landmarks: banner, navigation, main, contentinfo', async () => {
    renderShell(<AppLayout />, ['/'])
    await screen.findByRole('heading', { name: 'Home' })
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('a server menu slug shows its page; personal pages are hidden from guests', async () => {
    renderShell(<AppLayout />, ['/kino'])
    expect(await screen.findByRole('heading', { name: 'Kino' })).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Kino' })).toHaveAttribute('href', '/kino')
    expect(within(menu).queryByRole('link', { name: 'Mine' })).toBeNull()
  })

  it('a guest gets a sign-in button that opens #auth in a closable dialog', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(location()).toBe('/#auth')
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(await within(dialog).findByText('fake-sign-in')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(location()).toBe('/'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a signed-in user gets the avatar (opens the settings dropdown) and the messages menu', async () => {
    mockSession.view = { status: 'user', user: testUser }
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    expect(await screen.findByText('fake-messages')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Mine' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Account settings' }))
    const dropdown = await screen.findByRole('region', { name: 'Account settings' })
    // profile management opens the #profiles modal over the page
    await user.click(within(dropdown).getByRole('button', { name: 'Manage profiles' }))
    expect(location()).toBe('/#profiles')
    expect(await screen.findByRole('dialog', { name: 'Profiles' })).toBeInTheDocument()
    // the page underneath stays the home page
    expect(screen.getByRole('heading', { name: 'Home', hidden: true })).toBeInTheDocument()
  })

  it('signs out from the settings account menu after confirming, and returns home', async () => {
    mockSession.view = { status: 'user', user: testUser }
    const logout = vi.fn(() => Promise.resolve())
    mockSession.logout = logout
    const user = userEvent.setup()
    // the settings area (a feature) reads the session store itself, as every feature does
    sessionStore.signedIn(testUser)
    renderShell(<AppLayout />, ['/settings/account'])
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    await user.click(await within(dialog).findByRole('button', { name: 'Sign out' }))
    expect(logout).not.toHaveBeenCalled()
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Sign out of your account?' })
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }))
    expect(logout).toHaveBeenCalledOnce()
    await waitFor(() => expect(location()).toBe('/'))
    sessionStore.restarting() // back to the store's start: no user, starting (other tests rely on it)
  })

  it('forces an unclosable sign-in for a signed-out viewer on a page that needs login', async () => {
    mockSession.view = { status: 'anonymous' }
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/lk'])
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(location()).toBe('/lk#auth')
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('does not force sign-in on an exempt page', async () => {
    mockSession.view = { status: 'anonymous' }
    renderShell(<AppLayout />, ['/faq'])
    await screen.findByRole('heading', { name: 'FAQ' })
    expect(location()).toBe('/faq')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('hides header and footer where spec 3 §2 says', async () => {
    mockSession.view = { status: 'user', user: testUser }
    renderShell(<AppLayout />, ['/account_mobile'])
    await screen.findByRole('heading', { name: 'My account' })
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('a geo-locked session lands on /geo_lock with country and address', async () => {
    mockSession.view = { status: 'geo-locked', country: 'DE', remote: '10.0.0.1', message: 'Forbidden' }
    renderShell(<AppLayout />, ['/'])
    expect(
      await screen.findByRole('heading', { name: 'The service is not available in your region' }),
    ).toBeInTheDocument()
    expect(location()).toBe('/geo_lock')
    expect(screen.getByText('Country: DE')).toBeInTheDocument()
    expect(screen.getByText('IP address: 10.0.0.1')).toBeInTheDocument()
  })

  it('a geo-locked session may stay on a page spec 1 §2 lets anyone open (packet, faq...)', async () => {
    mockSession.view = { status: 'geo-locked', country: 'DE', remote: '10.0.0.1', message: 'Forbidden' }
    renderShell(<AppLayout />, ['/faq'])
    await screen.findByRole('heading', { name: 'FAQ' })
    expect(location()).toBe('/faq')
  })

  it('sets the body class of the page', async () => {
    renderShell(<AppLayout />, ['/channels/sport/5'])
    await screen.findByRole('dialog', { name: 'Channel' })
    expect(document.body).toHaveClass('page_channel')
  })
})

describe('language switcher', () => {
  it('changes and stores the interface language', async () => {
    const user = userEvent.setup()
    renderShell(<AppLayout />, ['/'])
    const select = await screen.findByRole('combobox', { name: 'Language' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['ru', 'en', 'kk', 'uz'])
    await user.selectOptions(select, 'kk')
    await waitFor(() => expect(window.localStorage.getItem('efir.language')).toBe('kk'))
    expect(document.documentElement.lang).toBe('kk')
    await i18next.changeLanguage('en')
  })
})

describe('every spec route shows a screen, never a blank one', () => {
  it.each(SPEC_ROUTES)('%s (%s %s)', async (path, kind, screenId) => {
    renderShell(<AppLayout />, [path])
    if (kind === 'modal-page' && screenId === 'channel') {
      // the live-TV channel screen (spec 2 §2) is built: a dialog with its own heading
      const dialog = await screen.findByRole('dialog', { name: 'Channel' })
      expect(await within(dialog).findByRole('heading', { level: 1 })).toBeInTheDocument()
    } else if (
      kind === 'modal-page' &&
      ['content', 'watch', 'trailer', 'person', 'settings', 'news_item'].includes(screenId)
    ) {
      // the content card, watch, trailer, person and news item pages and the settings area are built
      // (spec 3 §2)
      expect(await screen.findByRole('dialog')).toBeInTheDocument()
    } else if (kind === 'modal-page') {
      const dialog = await screen.findByRole('dialog')
      expect(await within(dialog).findByText(/coming soon/)).toBeInTheDocument()
    } else {
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    }
  })
})
