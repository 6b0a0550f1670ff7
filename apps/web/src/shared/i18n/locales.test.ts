import { describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/translation.json'
import kk from '../../../public/locales/kk/translation.json'
import ru from '../../../public/locales/ru/translation.json'
import uz from '../../../public/locales/uz/translation.json'
import { SUPPORTED_LANGUAGES } from './languages'

const files: Record<string, Record<string, unknown>> = { ru, en, kk, uz }
const reference = Object.keys(files.ru ?? {}).sort()

/** Placeholders such as {{seconds}} a translation must keep. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locale files', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the key set of ru', (lng) => {
    expect(Object.keys(files[lng] ?? {}).sort()).toEqual(reference)
  })

  it.each(SUPPORTED_LANGUAGES)('%s has flat, non-empty string values with snake_case keys', (lng) => {
    for (const [key, value] of Object.entries(files[lng] ?? {})) {
      expect(key, key).toMatch(/^[a-z][a-z0-9_]*$/)
      expect(typeof value, key).toBe('string')
      expect((value as string).trim(), key).not.toBe('')
    }
  })

  it.each(SUPPORTED_LANGUAGES)('%s keeps the interpolation placeholders of ru', (lng) => {
    for (const key of reference) {
      const ru = files.ru?.[key]
      const other = files[lng]?.[key]
      if (typeof ru === 'string' && typeof other === 'string') {
        expect(placeholders(other), `${lng}:${key}`).toEqual(placeholders(ru))
      }
    }
  })

  it('has the spec keys the session and error flows need', () => {
    for (const key of [
      'not_found_page',
      'not_found_channel',
      'warning_unsupported_region',
      'error_wrong_code',
      'auth_title',
    ]) {
      expect(reference).toContain(key)
    }
  })
})
