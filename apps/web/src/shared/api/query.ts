import { queryOptions } from '@tanstack/react-query'
import type { Route, RouteParams, RouteQuery, RouteResponse } from '@efir/contract/routes'
import { apiRequest } from './api-client'

/** Query key of a GET endpoint: its id, then params and query (so invalidating by id hits every variant). */
export function endpointQueryKey<R extends Route>(
  endpoint: R,
  args: { params?: RouteParams<R>; query?: RouteQuery<R> } = {},
): readonly unknown[] {
  const key: unknown[] = [endpoint.id]
  if (args.params !== undefined) key.push(args.params)
  if (args.query !== undefined) key.push(args.query)
  return key
}

/**
 * TanStack Query options of a GET endpoint: key from id + params + query, staleTime = the endpoint's
 * cacheMs (spec 1 §9), abort signal passed through.
 */
export function endpointQueryOptions<R extends Route>(
  endpoint: R,
  args: { params?: RouteParams<R>; query?: RouteQuery<R> } = {},
) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoint, args),
    queryFn: ({ signal }) => apiRequest(endpoint, { ...args, signal }) as Promise<RouteResponse<R>>,
    staleTime: endpoint.cacheMs,
  })
}
