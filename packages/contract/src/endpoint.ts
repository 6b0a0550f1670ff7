import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Who may call an endpoint.
 * - `none`: no token is read (network info, configuration, login calls).
 * - `optional`: a token is used when present (guest creation upgrades, OTP on a guest session).
 * - `required`: a valid access_token query parameter, else 401 authentication_failed.
 */
export type AuthMode = 'none' | 'optional' | 'required'

/** spec 1 §4: the actions whose device switch puts whole calls behind the PIN (purchases, settings). */
export type ParentalGatedAction = 'pay' | 'settings'

/** One API call of the spec: the single source both the server and the client read. */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, used for OpenAPI and for client query keys. */
  id: string
  method: HttpMethod
  /** Fastify-style path: `/v2/users/self/devices/:id`. */
  path: string
  auth: AuthMode
  summary: string
  tag: string
  params?: Params
  query?: Query
  body?: Body
  response: Response
  /** Status of a successful answer (200 unless the call creates something). */
  successStatus?: 200 | 201 | 204
  /** Client-side cache time in ms (spec 1 §9: default 3000, lists 300 s, configuration/resources 30 s). */
  cacheMs: number
  /**
   * spec 1 §8: a 401 / authentication_failed on these calls does NOT set the token-error flag
   * (the self stat, the OTP and the operator OTP endpoints).
   */
  tokenErrorExempt?: boolean
  /**
   * Moves money: the call takes an `Idempotency-Key` header (1-64 visible characters). The same key
   * and body answer the same without a second effect; the same key with another body is a 422; a
   * concurrent duplicate waits for the first, or gets a 409.
   */
  idempotent?: boolean
  /** Error statuses this call may answer besides 400/401 (documented in OpenAPI). */
  errors?: readonly number[]
  /**
   * spec 1 §4 "Parental check": with the device's switch of this action on, the call answers 403
   * parental_required unless the sign-in entered the right PIN within the device's window (issue 30:
   * the server decides, before anything else of the call, an Idempotency-Key included).
   */
  parental?: ParentalGatedAction
}

/** Declares an endpoint, keeping its exact schema types (a declared body is never `undefined`). */
export function defineEndpoint<const E extends Endpoint>(e: E): E {
  return e
}

/** Cache times of spec 1 §9, in ms. */
/** The header a money-moving call carries (`Endpoint.idempotent`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const CACHE_MS = {
  default: 3_000,
  list: 300_000,
  configuration: 30_000,
  rowset: 500,
  adIds: 5_000,
  none: 0,
} as const

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined
export type ParamsOf<E extends Endpoint> = SchemaInput<E['params']>
export type QueryOf<E extends Endpoint> = SchemaInput<E['query']>
export type BodyOf<E extends Endpoint> = SchemaInput<E['body']>
export type ResponseOf<E extends Endpoint> = z.output<E['response']>

/** Fills `:name` segments of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** `/v2/users/self/devices/:id` → `/v2/users/self/devices/{id}` (OpenAPI style). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}')
}
