import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './public/locales/en/translation.json'

// This file runs before each test file, and the files share a worker one after another (`isolate:
// false`, issue 28), so each file starts from what a fresh worker gave it:
// - its own copy of the app's modules: the module-level state (the opener focused last, the API error
//   bus's listeners, stores, caches) starts anew, and a file's `vi.mock` reaches the modules it
//   imports; without this reset they are the first importer's, with or without its mocks (Vitest
//   resets the module registry between files only when it isolates them). Packages (React, i18next,
//   Testing Library) are loaded once per worker and kept.
// - the document, the URL, the storages and the globals as a fresh jsdom has them (the `afterAll`
//   below).
vi.resetModules()

// Tests read English texts synchronously: no HTTP backend, no Suspense. Each file starts in English,
// whatever language the one before switched to.
if (!i18next.isInitialized) i18next.use(initReactI18next)
void i18next.init({
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

// The end of a file: what it left for the next file in the worker goes. RTL's cleanup() removes only
// what render() mounted; a test's own nodes, `inert`, the scroll lock's body style, <html lang>, the
// page title and an added <script> stay otherwise.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  const { documentElement: html, head, body } = document
  html.replaceChildren(head, body)
  head.replaceChildren()
  body.replaceChildren()
  for (const el of [html, head, body]) for (const name of el.getAttributeNames()) el.removeAttribute(name)
  window.history.replaceState(null, '', '/')
  window.sessionStorage.clear()
  // jsdom's navigator has no own properties by name (its implementation hides behind a symbol);
  // user-event's clipboard stub is one
  for (const name of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, name)
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
