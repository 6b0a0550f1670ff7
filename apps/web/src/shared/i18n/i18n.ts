import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { BUILD_VERSION } from './build-version'
import { localeBackend } from './locale-backend'
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  storeLanguage,
  toInterfaceLanguage,
  type InterfaceLanguage,
} from './languages'

/** URL of one translation file; `?v=` makes a new build fetch fresh texts. */
export function localeUrl(lng: string): string {
  return `/locales/${lng}/translation.json?v=${encodeURIComponent(BUILD_VERSION)}`
}

/**
 * Initialises the global i18next instance: texts over HTTP from `public/locales`, ru as default and
 * fallback, the stored choice first. Resolves once the first language is loaded.
 */
export async function initI18n(): Promise<i18n> {
  const lng = detectLanguage()
  await i18next
    .use(localeBackend(localeUrl))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
    })
  document.documentElement.lang = lng
  return i18next
}

/**
 * Switches the interface language, stores the choice and updates `<html lang>`.
 * Accepts `ru`, `ru-RU`...; unsupported codes are ignored (returns false).
 */
export async function changeLanguage(code: string): Promise<boolean> {
  const lng: InterfaceLanguage | undefined = toInterfaceLanguage(code)
  if (!lng) return false
  storeLanguage(lng)
  // before initI18n: it starts in the stored language
  if (!i18next.isInitialized) return true
  await i18next.changeLanguage(lng)
  document.documentElement.lang = lng
  return true
}
