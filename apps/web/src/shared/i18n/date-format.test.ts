import { describe, expect, it } from 'vitest'
import { formatDate, hasDateData, OWN_DATE_TABLES } from './date-format'

// 23 November 2023, 20:40 UTC, a Thursday
const at = Date.UTC(2023, 10, 23, 20, 40)
const utc = { timeZone: 'UTC' }

describe('formatDate without kk/uz locale data (own tables)', () => {
  const own = { ...utc, dataKnown: false }
  it.each([
    ['kk', 'date', '23.11.2023'],
    ['kk', 'dateTime', '2023 ж. 23 қар., 20:40'],
    ['kk', 'day', '23 қар., бс'],
    ['kk', 'time', '20:40'],
    ['uz', 'date', '23/11/2023'],
    ['uz', 'dateTime', '23-noy, 2023, 20:40'],
    ['uz', 'day', 'Pay, 23-noy'],
    ['uz', 'time', '20:40'],
  ] as const)('%s %s → %s', (language, style, text) => {
    expect(formatDate(at, language, style, own)).toBe(text)
  })

  it('never shows the root locale month ("M11") or an ISO date', () => {
    for (const language of ['kk', 'uz'] as const) {
      for (const style of ['date', 'dateTime', 'day'] as const) {
        expect(formatDate(at, language, style, own)).not.toMatch(/M\d|\d{4}-\d{2}-\d{2}/)
      }
    }
  })

  it('has twelve months and seven weekdays per language', () => {
    for (const table of Object.values(OWN_DATE_TABLES)) {
      expect(table.months).toHaveLength(12)
      expect(new Set(table.months).size).toBe(12)
      expect(table.weekdays).toHaveLength(7)
    }
  })

  it('reads the calendar day in the asked time zone', () => {
    expect(formatDate(at, 'kk', 'date', { timeZone: 'Asia/Almaty', dataKnown: false })).toBe('24.11.2023')
  })
})

describe('formatDate with locale data', () => {
  it('uses the browser (Node has full ICU)', () => {
    expect(hasDateData('ru')).toBe(true)
    expect(formatDate(at, 'ru', 'day', utc)).toBe(
      new Intl.DateTimeFormat('ru', { weekday: 'short', day: 'numeric', month: 'short', ...utc }).format(at),
    )
    expect(formatDate(at, 'en', 'dateTime', utc)).toContain('Nov 23, 2023')
  })

  it('detects the root-locale fallback', () => {
    expect(hasDateData('und')).toBe(false)
  })

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date', 'kk', 'date')).toBe('')
  })
})
