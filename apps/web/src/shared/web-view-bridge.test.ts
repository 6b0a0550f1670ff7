import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  installBridgeLinks,
  isAndroidWebView,
  isExternalLink,
  loadWebViewScript,
  nativePlayer,
  openThroughBridge,
  pictureInPictureOffered,
  WEBVIEW_SCRIPT,
} from './web-view-bridge'

const ORIGIN = 'https://tv.example'
const ANDROID_WV =
  'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SD1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile'

describe('which links leave the app (spec 3 §4 "external links and window.open")', () => {
  it.each([
    ['https://partner.example/cabinet', null, true],
    ['http://partner.example/', null, true],
    ['/packets/3', '_blank', true],
    ['/packets/3', null, false],
    [`${ORIGIN}/lk`, null, false],
    ['mailto:help@tv.example', null, false],
    ['tel:+77000000000', null, false],
    ['javascript:void(0)', null, false],
  ])('%s (target %s) is external: %s', (href, target, expected) => {
    expect(isExternalLink(href, ORIGIN, target)).toBe(expected)
  })
})

describe('the Android bridge (spec 3 §8: missing or failing falls back to the browser)', () => {
  it('hands the URL to the bridge', () => {
    const openExternal = vi.fn()
    expect(openThroughBridge({ Android: { openExternal } }, 'https://x.example/')).toBe(true)
    expect(openExternal).toHaveBeenCalledWith('https://x.example/')
  })
  it.each([
    ['no bridge', {}],
    ['a bridge without the method', { Android: { somethingElse: () => 1 } }],
    [
      'a failing bridge',
      {
        Android: {
          openExternal: () => {
            throw new Error('native side gone')
          },
        },
      },
    ],
  ])('%s: the browser does it', (_name, win) => {
    expect(openThroughBridge(win, 'https://x.example/')).toBe(false)
  })
  it('is the Android webview only', () => {
    expect(isAndroidWebView(ANDROID_WV)).toBe(true)
    expect(
      isAndroidWebView('Mozilla/5.0 (Linux; Android 12; Pixel 6) Chrome/120.0 Mobile Safari/537.36'),
    ).toBe(false)
    expect(
      isAndroidWebView('Mozilla/5.0 (iPhone; CPU iPhone OS 16_0) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(false)
  })
})

describe('installBridgeLinks', () => {
  let uninstall: (() => void) | undefined
  afterEach(() => {
    uninstall?.()
    document.body.innerHTML = ''
    delete (window as { Android?: unknown }).Android
    vi.unstubAllGlobals()
  })

  const clickLink = (href: string, target?: string) => {
    const a = document.createElement('a')
    a.href = href
    if (target) a.target = target
    document.body.appendChild(a)
    // what the page's click handler left, read after it (then no navigation: jsdom has none)
    let defaultPrevented = false
    const after = (event: Event) => {
      defaultPrevented = event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', after)
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
    window.removeEventListener('click', after)
    return { defaultPrevented }
  }

  it('sends an external link through the bridge and keeps the webview where it is', () => {
    const openExternal = vi.fn()
    Object.assign(window, { Android: { openExternal } })
    uninstall = installBridgeLinks(window)
    const event = clickLink('https://partner.example/cabinet')
    expect(openExternal).toHaveBeenCalledWith('https://partner.example/cabinet')
    expect(event.defaultPrevented).toBe(true)
  })
  it('leaves an in-app link and a click without bridge alone', () => {
    uninstall = installBridgeLinks(window)
    expect(clickLink('https://partner.example/').defaultPrevented).toBe(false)
    const openExternal = vi.fn()
    Object.assign(window, { Android: { openExternal } })
    expect(clickLink('/lk').defaultPrevented).toBe(false)
    expect(openExternal).not.toHaveBeenCalled()
  })
  it('routes window.open through the bridge, else to the browser', () => {
    const browserOpen = vi.fn(() => null)
    vi.stubGlobal('open', browserOpen)
    uninstall = installBridgeLinks(window)
    window.open('https://partner.example/pay')
    expect(browserOpen).toHaveBeenCalledTimes(1)
    const openExternal = vi.fn()
    Object.assign(window, { Android: { openExternal } })
    window.open('https://partner.example/pay', '_blank')
    expect(openExternal).toHaveBeenCalledWith('https://partner.example/pay')
    expect(browserOpen).toHaveBeenCalledTimes(1)
  })
})

describe('the webview script (spec 1 §7)', () => {
  it('is added once', () => {
    loadWebViewScript(document)
    loadWebViewScript(document)
    expect(document.querySelectorAll(`script[src="${WEBVIEW_SCRIPT}"]`)).toHaveLength(1)
  })
})

describe('native picture-in-picture and fullscreen (spec 2 §2 Android web view)', () => {
  const app = () => ({ enterPictureInPicture: vi.fn(), setFullscreen: vi.fn() })

  it('are the app’s in the Android webview', () => {
    const Android = app()
    const player = nativePlayer(ANDROID_WV, { Android })
    expect(player.pictureInPicture?.()).toBe(true)
    expect(player.fullscreen?.(true)).toBe(true)
    expect(Android.enterPictureInPicture).toHaveBeenCalledTimes(1)
    expect(Android.setFullscreen).toHaveBeenCalledWith(true)
    expect(pictureInPictureOffered(undefined, ANDROID_WV, { Android })).toBe(true)
  })
  it('are not offered in a browser, nor without the methods', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36'
    expect(nativePlayer(desktop, { Android: app() })).toEqual({})
    expect(nativePlayer(ANDROID_WV, { Android: { openExternal: vi.fn() } })).toEqual({})
    expect(pictureInPictureOffered(undefined, ANDROID_WV, {})).toBe(false)
  })
  it('a failing app answers false: the browser’s way goes on', () => {
    const Android = {
      enterPictureInPicture: () => {
        throw new Error('gone')
      },
    }
    expect(nativePlayer(ANDROID_WV, { Android }).pictureInPicture?.()).toBe(false)
  })
})
