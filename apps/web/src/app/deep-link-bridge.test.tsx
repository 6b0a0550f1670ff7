import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeepLink } from './session-bridge'
import { mockSession, testUser } from './session-bridge.mock'
import { DeepLinkBridge } from './deep-link-bridge'

vi.mock('./session-bridge', () => import('./session-bridge.mock'))

const opened = vi.fn<(link: DeepLink) => void>()
mockSession.openDeepLink = opened
afterEach(() => opened.mockClear())

describe('window.efirDeepLink (spec 1 §2 deep links from a webview or app host)', () => {
  it('hands a link to the session, and is removed with the shell', () => {
    mockSession.view = { status: 'guest', user: { ...testUser, is_guest: true } }
    const { unmount } = render(<DeepLinkBridge />)
    window.efirDeepLink?.({ type: 'settings', need_auth: 'auth' })
    window.efirDeepLink?.('{"type":"content","id":7}')
    expect(opened.mock.calls).toEqual([
      [{ type: 'settings', need_auth: 'auth' }],
      [{ type: 'content', id: 7 }],
    ])
    unmount()
    expect(window.efirDeepLink).toBeUndefined()
  })

  it('ignores what is not a deep link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<DeepLinkBridge />)
    window.efirDeepLink?.('nonsense')
    expect(opened).not.toHaveBeenCalled()
  })

  it('a link handed over during start-up waits until the session knows who is there', () => {
    mockSession.view = { status: 'starting' }
    const { rerender } = render(<DeepLinkBridge />)
    window.efirDeepLink?.({ type: 'row', id: 3 })
    expect(opened).not.toHaveBeenCalled()
    mockSession.view = { status: 'anonymous' }
    rerender(<DeepLinkBridge />)
    expect(opened).toHaveBeenCalledWith({ type: 'row', id: 3 })
  })
})
