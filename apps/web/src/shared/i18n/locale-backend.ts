import type { BackendModule, ReadCallback, ResourceKey } from 'i18next'

/**
 * i18next's backend for the translation files (`public/locales`): one fetch per language. A network
 * failure or a 5xx asks i18next to try again (its retries, as the HTTP backend library did); any other
 * failure is final. Our own few lines instead of that library: it weighed on the initial JavaScript
 * (issue 32).
 */
export function localeBackend(urlOf: (language: string) => string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      const url = urlOf(language)
      fetch(url).then(
        async (res) => {
          if (!res.ok) return callback(new Error(`${res.status} ${url}`), res.status >= 500)
          try {
            callback(null, (await res.json()) as ResourceKey)
          } catch (error) {
            callback(error as Error, false)
          }
        },
        (error: Error) => callback(error, true),
      )
    },
  }
}
