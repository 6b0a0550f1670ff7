/**
 * spec 3 §9: web-vitals (CLS, FCP, INP, LCP, TTFB) are logged — as analytics events (web_vitals), and on
 * the console with ?show_debug. The library and the reporter are a lazy chunk fetched after the page
 * loaded and went idle, so they never weigh on the first paint (bench/bundle-size.mjs).
 */
export function startWebVitals(): void {
  const load = () => void import('./web-vitals-reporter').then((m) => m.reportWebVitals())
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(load, { timeout: 5000 })
      : setTimeout(load, 1)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
