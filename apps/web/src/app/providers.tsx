import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import { Suspense, useEffect, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { ERROR_CODES } from '@efir/contract/routes'
import { configureApiClient } from '../shared/api/api-client'
import { parentalStore } from '../shared/parental/parental-store'
import { reportUnhandledError } from '../shared/api/unhandled-errors'
import { SessionProvider, createSessionController, type SessionController } from './session-bridge'

/** spec 1 §9: GET responses are cached 3000 ms by default; endpoints override with their own times. */
export const DEFAULT_CACHE_MS = 3_000

/**
 * One query client per app (tests make their own). Failures no caller handles go to the generic error
 * dialog (spec 1 §8); shared/api/unhandled-errors.ts decides which.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportUnhandledError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportUnhandledError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_CACHE_MS, retry: 1, refetchOnWindowFocus: false },
    },
  })
}

/**
 * The page's session controller (tests build their own). The API client reads the session's token
 * through it and reports token errors back to it.
 */
export function createSession(): SessionController {
  const session = createSessionController()
  configureApiClient({
    ...session.apiClientHooks,
    onError: (error) => {
      session.apiClientHooks.onError(error)
      // issue 30: the server asks the PIN, so what this browser remembers of it is stale: the next
      // parental check asks it
      if (error.code === ERROR_CODES.parentalRequired) parentalStore.forgetEntry()
    },
  })
  return session
}

/** Router → server state → session (the session start-up may navigate and query). */
export function Providers({
  children,
  queryClient,
  session,
}: {
  children: ReactNode
  queryClient: QueryClient
  session: SessionController
}) {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <RefetchOnLanguageChange queryClient={queryClient} />
        <SessionProvider controller={session}>
          <Suspense fallback={null}>{children}</Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </BrowserRouter>
  )
}

/**
 * Server texts (menu titles, messages, error texts) come in the Accept-Language of the request: a language
 * switch refetches what is on screen so nothing stays in the old language.
 */
function RefetchOnLanguageChange({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries()
    i18next.on('languageChanged', refetch)
    return () => i18next.off('languageChanged', refetch)
  }, [queryClient])
  return null
}
