import type { AnalyticsEvent } from './analytics-queue'

/** spec 3 §9: the web-vitals that are logged. */
export const WEB_VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const
export type WebVitalName = (typeof WEB_VITALS)[number]

/** The part of a web-vitals Metric this report reads. */
export interface VitalMetric {
  name: WebVitalName
  value: number
  rating: 'good' | 'needs-improvement' | 'poor'
  id: string
  navigationType?: string
}

/**
 * One web-vital as an analytics event (name web_vitals, type the metric): CLS is unitless and keeps four
 * decimals, the others are milliseconds, rounded.
 */
export function vitalEvent(metric: VitalMetric, page: string): Omit<AnalyticsEvent, 'name' | 'at'> {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
  return {
    type: metric.name,
    value,
    page: page.slice(0, 256),
    data: { rating: metric.rating, id: metric.id.slice(0, 128), navigation: metric.navigationType ?? null },
  }
}
