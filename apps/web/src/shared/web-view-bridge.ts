import { isWebView } from './web-view'

/*
 * The Android app's bridge (spec 3 §4 "Android webview: external links and window.open go to the native
 * app via a bridge if available"; spec 3 §8 "A missing or failing Android bridge falls back to default
 * browser behaviour"). The spec names no interface: the app injects `window.Android` (the usual
 * addJavascriptInterface name) with `openExternal(url)`.
 */

/** The part of the native interface the client uses. */
export interface AndroidBridge {
  openExternal?: (url: string) => unknown
  /** spec 2 §2: the app's own picture-in-picture (the WebView has none) */
  enterPictureInPicture?: () => unknown
  /** spec 2 §2: the app's own fullscreen (system bars hidden, landscape) */
  setFullscreen?: (on: boolean) => unknown
}

/** A window, or a test's stand-in, that may carry the app's bridge as `Android`. */
export type BridgeHost = object

const bridgeOf = (win: BridgeHost) => (win as { Android?: AndroidBridge }).Android

/** This page's window, as a bridge host. */
const thisWindow = (): BridgeHost => (typeof window === 'undefined' ? {} : window)

/** The Android bridge of this window, when the app injected one with the method the client needs. */
export function androidBridge(win: BridgeHost): AndroidBridge | undefined {
  const bridge = bridgeOf(win)
  return bridge && typeof bridge.openExternal === 'function' ? bridge : undefined
}

/**
 * Hands `url` to the native app. False when there is no bridge or it failed (threw): the caller then
 * does what a browser does.
 */
export function openThroughBridge(win: BridgeHost, url: string): boolean {
  const bridge = androidBridge(win)
  if (!bridge?.openExternal) return false
  try {
    bridge.openExternal(url)
    return true
  } catch {
    return false
  }
}

/** The native player functions the Android webview offers (spec 2 §2), each only when the app has it. */
export interface NativePlayer {
  pictureInPicture?: () => boolean
  fullscreen?: (on: boolean) => boolean
}

/**
 * spec 2 §2 "In the Android web view, native picture-in-picture and fullscreen are offered": the
 * app's methods, each true when the app took it; false when it failed (the caller then does what a
 * browser does, spec 3 §8). Empty outside the Android webview or without the methods.
 */
export function nativePlayer(userAgent: string, win: BridgeHost = thisWindow()): NativePlayer {
  if (!isAndroidWebView(userAgent)) return {}
  const bridge = bridgeOf(win)
  if (!bridge) return {}
  const call = (fn: () => unknown): boolean => {
    try {
      fn()
      return true
    } catch {
      return false
    }
  }
  const player: NativePlayer = {}
  if (typeof bridge.enterPictureInPicture === 'function')
    player.pictureInPicture = () => call(() => bridge.enterPictureInPicture?.())
  if (typeof bridge.setFullscreen === 'function')
    player.fullscreen = (on) => call(() => bridge.setFullscreen?.(on))
  return player
}

/** The player offers picture-in-picture: the browser's, or the Android app's (spec 2 §2). */
export function pictureInPictureOffered(
  doc: Document | undefined,
  userAgent: string,
  win: BridgeHost = thisWindow(),
): boolean {
  return doc?.pictureInPictureEnabled === true || nativePlayer(userAgent, win).pictureInPicture !== undefined
}

/**
 * A link that leaves the app: http(s) to another origin, or any link opened in a new window. Links
 * inside the app (same origin, same window) stay in the webview.
 */
export function isExternalLink(href: string, pageOrigin: string, target: string | null): boolean {
  let url: URL
  try {
    url = new URL(href, pageOrigin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return url.origin !== pageOrigin || target === '_blank'
}

/** spec 1 §3, spec 3 §4: the Android webview (an app's shell); iOS has no bridge. */
export function isAndroidWebView(userAgent: string): boolean {
  return isWebView(userAgent) && /Android/.test(userAgent)
}

type OpenFn = (url?: string | URL, target?: string, features?: string) => Window | null

/**
 * In the Android webview, external links and window.open go through the bridge when it answers; when it
 * is missing or fails, the click and the call go on as in a browser. Returns the uninstaller.
 */
export function installBridgeLinks(win: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    if (!isExternalLink(anchor.href, win.location.origin, anchor.getAttribute('target'))) return
    if (openThroughBridge(win, anchor.href)) event.preventDefault()
  }
  const browserOpen: OpenFn = win.open.bind(win)
  const bridgedOpen: OpenFn = (url, target, features) => {
    const href = url === undefined ? '' : String(url)
    if (href && isExternalLink(href, win.location.origin, target ?? '_blank') && openThroughBridge(win, href))
      return null
    return browserOpen(url, target, features)
  }
  win.document.addEventListener('click', onClick)
  win.open = bridgedOpen
  return () => {
    win.document.removeEventListener('click', onClick)
    win.open = browserOpen
  }
}

/** spec 1 §7 "a script /js/webview.js loaded in webviews": the operator's app-side script. */
export const WEBVIEW_SCRIPT = '/js/webview.js'

/** Adds the webview script once (it may be the operator's own; a failure to load changes nothing). */
export function loadWebViewScript(doc: Document): void {
  if (doc.querySelector(`script[src="${WEBVIEW_SCRIPT}"]`)) return
  const script = doc.createElement('script')
  script.src = WEBVIEW_SCRIPT
  script.async = true
  doc.head.appendChild(script)
}
