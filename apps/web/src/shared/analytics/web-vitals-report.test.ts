import { describe, expect, it } from 'vitest'
import { vitalEvent, WEB_VITALS } from './web-vitals-report'

describe('web-vitals report (spec 3 §9)', () => {
  it('logs the five vitals of the spec', () => {
    expect([...WEB_VITALS]).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
  })

  it('rounds milliseconds and keeps CLS fine', () => {
    expect(vitalEvent({ name: 'LCP', value: 1234.56, rating: 'good', id: 'v5-1' }, '/channels')).toEqual({
      type: 'LCP',
      value: 1235,
      page: '/channels',
      data: { rating: 'good', id: 'v5-1', navigation: null },
    })
    expect(
      vitalEvent(
        { name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'x', navigationType: 'reload' },
        '/',
      ).value,
    ).toBe(0.1235)
  })
})
