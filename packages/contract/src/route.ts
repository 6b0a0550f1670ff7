import type { AuthMode, BodyOf, HttpMethod, ParamsOf, QueryOf, ResponseOf } from './endpoint.ts'
import type { EndpointId, endpoints } from './index.ts'

/**
 * What a client needs to make a call, without its zod schemas (the client imports `@efir/contract/routes`,
 * so zod stays out of its bundle). Generated from the endpoint table: see routes.generated.ts.
 */
export interface Route {
  id: EndpointId
  method: HttpMethod
  path: string
  auth: AuthMode
  cacheMs: number
  tokenErrorExempt?: boolean
  /** Send an `Idempotency-Key` header (a money-moving call). */
  idempotent?: boolean
}

/** The full endpoint (with schemas) a route stands for: the source of the call's types. */
export type EndpointOf<R extends Route> = (typeof endpoints)[R['id']]
export type RouteParams<R extends Route> = ParamsOf<EndpointOf<R>>
export type RouteQuery<R extends Route> = QueryOf<EndpointOf<R>>
export type RouteBody<R extends Route> = BodyOf<EndpointOf<R>>
export type RouteResponse<R extends Route> = ResponseOf<EndpointOf<R>>
