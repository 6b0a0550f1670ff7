import { textItem } from '../storage/stored-item'

/** Interface languages of the product (spec 1 §9: codes map to kk, ru, en and uz). */
export const SUPPORTED_LANGUAGES = ['ru', 'en', 'kk', 'uz'] as const
export type InterfaceLanguage = (typeof SUPPORTED_LANGUAGES)[number]

/** Default and fallback interface language. */
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'ru'

/** localStorage key of the viewer's chosen language; the API client reads it for Accept-Language. */
export const LANGUAGE_STORAGE_KEY = 'efir.language'
const languageItem = textItem(LANGUAGE_STORAGE_KEY)

/** Each language named in itself, as language pickers conventionally do (not translated on purpose). */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  ru: 'Русский',
  en: 'English',
  kk: 'Қазақша',
  uz: 'Oʻzbekcha',
}

/** Maps `ru`, `ru-RU`, `kk-kz`, `EN` to a supported interface language; undefined when none fits. */
export function toInterfaceLanguage(code: string | null | undefined): InterfaceLanguage | undefined {
  if (!code) return undefined
  const base = code.trim().toLowerCase().split(/[-_]/)[0]
  return SUPPORTED_LANGUAGES.find((lng) => lng === base)
}

/** The stored choice, if any and still supported (detection order: stored choice, else ru). */
export function readStoredLanguage(): InterfaceLanguage | undefined {
  return toInterfaceLanguage(languageItem.read())
}

/** Remembers the viewer's choice. */
export function storeLanguage(lng: InterfaceLanguage): void {
  // NOTE: storage may be blocked; the choice then lasts for this page only.
  languageItem.write(lng)
}

/** Language to start with: stored choice, else the default (spec: detection order). */
export function detectLanguage(): InterfaceLanguage {
  return readStoredLanguage() ?? DEFAULT_LANGUAGE
}
