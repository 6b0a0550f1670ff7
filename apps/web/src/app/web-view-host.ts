import { isWebView } from '../shared/web-view'
import { installBridgeLinks, loadWebViewScript } from '../shared/web-view-bridge'

/**
 * The webview side of the client (spec 1 §7, spec 3 §4): external links and window.open through the
 * Android bridge, and the operator's /js/webview.js. Loaded by main.tsx for mobile user agents; does
 * nothing outside a webview.
 */
export function startWebViewHost(): void {
  if (!isWebView(navigator.userAgent)) return
  installBridgeLinks(window)
  loadWebViewScript(document)
}
