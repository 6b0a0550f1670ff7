import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './public/locales/en/translation.json'

// Tests read English texts synchronously: no HTTP backend, no Suspense.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})

// findBy*/waitFor wait for a condition; their limit only bounds a broken test (vi.waitFor calls pass the same 5 s). The default 1 s is less
// than a lazy step's first import takes while CI's other stages share two cores (the sign-in modal's
// code step: >1 s once in a loaded run).
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

// jsdom lacks matchMedia; the layout reads it for the mobile breakpoint.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}
