import { matchPath } from 'react-router'
import { getRowset } from '@efir/contract/routes'
import { START_PAGE_ROWSET, rowsetQuery } from '../features/catalogue/rowset-query'
import { askEarly } from '../shared/api/api-client'
import { prerendering } from '../shared/prerender'
import type { PersistedSession } from '../shared/session/session-persist'
import type { SessionState } from '../shared/session/session-store'
import { PAGE_ROUTES } from './route-table'

export { START_PAGE_ROWSET }

/**
 * The first load of the start page's rows, the query features/catalogue/api.ts useRowset asks (a
 * prerender asks 100 rows and is not asked for early).
 */
export const START_ROWS_REQUEST = {
  params: { id: START_PAGE_ROWSET },
  query: { ...rowsetQuery({}, false), offset: 0 },
}

/** What decides whether this start-up is a first visit (pure inputs). */
export interface VisitSigns {
  path: string
  search: string
  stored: PersistedSession
  /** a token handed over in the address bar (spec 1 §2) */
  queryToken?: string
  cookie: string
}

/**
 * Whether the start page's rows can be asked before the start-up has ended: a first visit to the start
 * page (no token anywhere, no guest of this browser), without filters, not a prerender. Whoever the
 * viewer becomes then (a new guest, or no one signed in) has nothing of their own the rows could show
 * (pure).
 */
export function asksRowsEarly(signs: VisitSigns, prerender = false): boolean {
  const home = PAGE_ROUTES.some((route) => route.screen === 'home' && matchPath(route.path, signs.path))
  const params = new URLSearchParams(signs.search)
  return (
    home &&
    !prerender &&
    !params.has('text') &&
    !params.has('library_id') &&
    !signs.queryToken &&
    !signs.stored.token &&
    !signs.stored.guest &&
    !/(?:^|;\s*)access_token=/.test(signs.cookie)
  )
}

/** The early rows are the viewer's own once the start-up has ended in a new guest or in no one. */
export const rowsFitViewer = (state: SessionState): boolean =>
  state.phase === 'ready' && (!state.user || state.user.is_guest)

/**
 * Issue 32: a first-time guest's rows are asked beside the start-up (network info, platform data, the
 * guest's account and device), not after it; the page's own first call takes this answer. Call once,
 * before the start-up removes a token from the address bar.
 */
export function prefetchStartRows(signs: VisitSigns, state: () => SessionState): void {
  if (!asksRowsEarly(signs, prerendering())) return
  askEarly(getRowset, START_ROWS_REQUEST, () => rowsFitViewer(state()))
}
