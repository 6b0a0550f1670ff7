import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { PromptContext } from '../../shared/notifications/prompt-rules'
import { useOverlayLayer } from '../../shared/ui/overlay-layers'
import { NotificationPrompt } from './notification-prompt'

// A guest 5 s after a channel opened, with promo days: the register prompt is due (spec 3 §4)
const context: PromptContext = {
  signedIn: false,
  hasPurchases: false,
  promoDays: 7,
  hasDevice: true,
  registerAsked: true,
  email: undefined,
  surveyAsked: false,
  notificationPermission: 'granted',
  navigationSteps: 0,
  platform: { ios: false, android: false, chromium: true, standalone: false },
  installEventReady: false,
  productStoreUrl: null,
  freedommediaStoreUrl: null,
  freedommediaPromoUrl: null,
  sessionMs: 0,
}
vi.mock('./use-prompt-context', () => ({
  usePromptContext: () => ({ context, refreshPermission: () => undefined }),
}))
vi.mock('../../shared/session/use-session', () => ({ useNetworkInfo: () => null }))

/** A page that lends the prompt a place (a channel screen, a modal page), or a player modal that does not. */
function Layer({ hostsPrompts }: { hostsPrompts: boolean }) {
  const slot = useOverlayLayer(hostsPrompts)
  return <div data-testid="layer">{hostsPrompts && <div data-testid="slot" ref={slot} />}</div>
}

function renderPrompt(layer?: { hostsPrompts: boolean }) {
  return render(
    <MemoryRouter>
      {layer && <Layer {...layer} />}
      <NotificationPrompt />
    </MemoryRouter>,
  )
}

const space = () => document.documentElement.style.getPropertyValue('--prompt-space')

describe('the notification prompt never covers a player or a focused control (spec 3 §4, issue 31)', () => {
  it('on a page of its own it floats and reserves the band it covers (scroll padding, WCAG 2.4.11)', () => {
    const view = renderPrompt()
    const prompt = screen.getByRole('region', { name: 'Sign up to watch more' })
    expect(prompt).not.toHaveClass('inSlot')
    // jsdom lays nothing out: the prompt's top is 0, so it covers the viewport's height (+ 8 px for a
    // focus ring)
    expect(space()).toBe(`${window.innerHeight + 8}px`)
    view.unmount()
    expect(space()).toBe('')
  })

  it('on a channel screen or a modal page it is drawn in the page’s slot, in the flow, reserving nothing', () => {
    renderPrompt({ hostsPrompts: true })
    const prompt = screen.getByRole('region', { name: 'Sign up to watch more' })
    expect(screen.getByTestId('slot')).toContainElement(prompt)
    expect(prompt).toHaveClass('inSlot')
    expect(space()).toBe('')
  })

  it('under the film player (a modal page with no slot) it is not shown', () => {
    renderPrompt({ hostsPrompts: false })
    expect(screen.getByTestId('layer')).toBeInTheDocument()
    expect(screen.queryByRole('region')).toBeNull()
    expect(space()).toBe('')
  })
})
