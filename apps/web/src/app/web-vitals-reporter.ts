import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import { trackEvent } from '../shared/analytics/analytics'
import { vitalEvent, type VitalMetric } from '../shared/analytics/web-vitals-report'
import { debugLog } from '../shared/debug-log'

/** spec 3 §9: each web-vital as an analytics event, and on the console with ?show_debug. A lazy chunk. */
export function reportWebVitals(): void {
  const report = (metric: VitalMetric) => {
    trackEvent('web_vitals', vitalEvent(metric, window.location.pathname))
    debugLog('web-vitals', metric.name, metric.value, metric.rating)
  }
  onCLS(report)
  onFCP(report)
  onINP(report)
  onLCP(report)
  onTTFB(report)
}
