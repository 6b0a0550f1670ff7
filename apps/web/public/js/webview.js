/*
 * /js/webview.js (spec 1 §7 "a script /js/webview.js loaded in webviews"): loaded by the client only
 * inside a mobile app's webview, after start-up. It is the operator's app-side hook: an operator may
 * serve its own file here to talk to its app. This default one tells the app (when it listens) that the
 * web client has loaded, through the Android bridge's optional `onClientReady`; a missing or failing
 * bridge changes nothing (spec 3 §8).
 */
;(function () {
  try {
    var bridge = window.Android
    if (bridge && typeof bridge.onClientReady === 'function') bridge.onClientReady(location.href)
  } catch {
    // the bridge failed: the client goes on as in a browser
  }
})()
