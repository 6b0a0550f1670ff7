import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Row, Rowset } from '@efir/contract'
import {
  getChannelList,
  getRow,
  getRowset,
  getUserChannelList,
  isSlugOrId,
  listInternalGenres,
} from '@efir/contract/routes'
import { useMemo } from 'react'
import { useIsChildProfile } from '../../shared/session/use-is-child-profile'
import { childHiddenRows } from './row-items'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { isSignedIn, useNetworkInfo, useSession } from '../../shared/session/use-session'
import { prerendering } from '../../shared/prerender'
import { DEFAULT_ROW_LIMIT, hasMorePages, rowsetQuery } from './row-rules'

export interface RowsetFilters {
  text?: string
  library_id?: number
}

/**
 * GET /v2/rowsets/{id}: the rowset in loads of 24 rows (100 for a prerender) with their first 20 items
 * each (spec 3 §9), as an infinite query so scrolling fetches the next load.
 */
export function useRowset(id: string, filters: RowsetFilters = {}) {
  const session = useSession()
  const client = useQueryClient()
  const query = rowsetQuery(filters, prerendering())
  const options = infiniteQueryOptions({
    queryKey: [...endpointQueryKey(getRowset, { params: { id }, query }), 'infinite', session.status],
    queryFn: ({ signal, pageParam }) =>
      apiRequest(getRowset, { params: { id }, query: { ...query, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Rowset, pages: Rowset[]) =>
      last.more_rows > 0 ? pages.reduce((sum, page) => sum + page.rows.length, 0) : undefined,
    staleTime: getRowset.cacheMs,
    retry: false,
    meta: HANDLES_ERRORS,
  })
  const enabled = session.status !== 'starting' && isSlugOrId(id)
  // NOTE: the rows are the page's LCP path. A query starts when its component commits, and React holds
  // the commit of a lazy route that just loaded (its Suspense reveal throttle, ~300 ms): start the
  // first load while rendering instead, as TanStack's usePrefetchInfiniteQuery does.
  if (enabled && !client.getQueryState(options.queryKey)) void client.prefetchInfiniteQuery(options)
  return useInfiniteQuery({ ...options, enabled })
}

/** GET /v2/rows/{id} in pages of `limit` items (the row page: 21/18/24 by template, spec 3 §2). */
export function useRowPages(id: string, limit: number | undefined, filters: RowsetFilters = {}) {
  const session = useSession()
  const size = limit ?? DEFAULT_ROW_LIMIT
  return useInfiniteQuery({
    queryKey: [
      ...endpointQueryKey(getRow, { params: { id }, query: { ...filters, limit: size } }),
      'infinite',
    ],
    queryFn: ({ signal, pageParam }) =>
      apiRequest(getRow, { params: { id }, query: { ...filters, offset: pageParam, limit: size }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Row) => {
      const count = last.contents.length + last.channels.length + last.persons.length + last.promotions.length
      return hasMorePages(count, size) && last.more_count > 0 ? last.offset + size : undefined
    },
    staleTime: getRow.cacheMs,
    enabled: session.status !== 'starting' && limit !== undefined && isSlugOrId(id),
    retry: false,
    meta: HANDLES_ERRORS,
  })
}

/** The row's first page (its template decides the row page's page size). */
export function useRowHead(id: string, filters: RowsetFilters = {}) {
  const session = useSession()
  return useQuery({
    ...endpointQueryOptions(getRow, { params: { id }, query: { ...filters, offset: 0, limit: 1 } }),
    // a path that cannot name a row is not asked for (issue 32: the API would refuse it, 400)
    enabled: session.status !== 'starting' && isSlugOrId(id),
    retry: false,
    meta: HANDLES_ERRORS,
  })
}

/**
 * Ids of the channels this viewer knows (spec 3 §2: a channel row drops unknown channels), from the
 * same list query the TV pages use (shared cache key); undefined while it loads.
 */
export function useKnownChannelIds(enabled: boolean): ReadonlySet<number> | undefined {
  const session = useSession()
  const network = useNetworkInfo()
  const signedIn = isSignedIn(session)
  const provider = network?.provider ? String(network.provider.id) : undefined
  const options = signedIn
    ? endpointQueryOptions(getUserChannelList, { query: { includes: 'current_schedules' } })
    : endpointQueryOptions(getChannelList, { query: { includes: 'current_schedules', provider } })
  const list = useQuery({
    ...options,
    enabled: enabled && session.status !== 'starting',
    select: (channels) => new Set(channels.filter((c) => !c.is_hidden).map((c) => c.id)),
    meta: HANDLES_ERRORS,
  })
  return list.data
}

/**
 * Issue 31: the rows a child profile is not offered (the adult genres' rows, from GET
 * /v2/internal_genres, cached 300 s), whose tiles the catalogue drops; undefined for anyone else. The
 * server already leaves them out of a child's rows: this keeps a cached adult answer from showing them.
 */
export function useChildHiddenRows(): ReadonlySet<string> | undefined {
  const child = useIsChildProfile()
  const genres = useQuery({
    ...endpointQueryOptions(listInternalGenres),
    enabled: child,
    meta: HANDLES_ERRORS,
  })
  const data = genres.data
  return useMemo(() => childHiddenRows(child, data), [child, data])
}
