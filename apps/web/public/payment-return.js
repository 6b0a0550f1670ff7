// The page a card page shown in #pay_iframe returns to (spec 3 §2 pay_iframe, §4 "Transactions"): it
// tells the product around it (same origin only) that the gateway is done; the product then shows the
// payment's state while its watcher polls the transaction. Opened on its own (not framed), it goes to
// the product with purchased=true, as the redirect's return does.
if (window.parent !== window) {
  window.parent.postMessage({ type: 'efir:payment-returned' }, window.location.origin)
} else {
  window.location.replace('/?purchased=true')
}
