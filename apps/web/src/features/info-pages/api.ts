import { useQuery } from '@tanstack/react-query'
import type { InfoPageKind } from '@efir/contract'
import { getInfoPage, getNews, listInfoPages, listNews } from '@efir/contract/routes'
import { ApiError } from '../../shared/api/api-error'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'

// spec 1 §9 / spec 3 §9: lists are cached 300 s (the endpoints' cacheMs). Every page shows its own
// error in place (retry, home), so no error dialog; a 4xx is an answer, not worth retrying.
const retryUnlessAnswered = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2

/** GET /v2/info_pages?kind= — every page of a kind, in the operator's order. */
export function useInfoPages(kind: InfoPageKind) {
  return useQuery({
    ...endpointQueryOptions(listInfoPages, { query: { kind } }),
    retry: retryUnlessAnswered,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/info_pages/{kind}/{slug} — one page; a 404 is the page's not-found state. */
export function useInfoPage(kind: InfoPageKind, slug: string) {
  return useQuery({
    ...endpointQueryOptions(getInfoPage, { params: { kind, slug } }),
    retry: retryUnlessAnswered,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/news — the news list, newest first (spec 3 §2 "News"). */
export function useNewsList() {
  return useQuery({ ...endpointQueryOptions(listNews), retry: retryUnlessAnswered, meta: HANDLES_ERRORS })
}

/** GET /v2/news/{id} — spec 3 §8: a news item that fails to load is shown as not found. */
export function useNewsItem(id: number | null) {
  return useQuery({
    ...endpointQueryOptions(getNews, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
    meta: HANDLES_ERRORS,
  })
}

/** True when the query failed because the thing does not exist (404) or the address is malformed (400). */
export const isMissing = (error: Error | null): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)
