import type { Route, RouteBody, RouteParams, RouteQuery, RouteResponse } from '@efir/contract/routes'
import { ERROR_CODES, buildPath } from '@efir/contract/routes'
import { readStoredLanguage } from '../i18n/languages'
import { DEFAULT_LANGUAGE } from '../i18n/languages'
import { ApiError, AUTHORIZATION_REQUIRED, NETWORK_ERROR, apiErrorFromResponse } from './api-error'
import { loadRuntimeConfig, resolveApiBase } from './api-base'
import { isString, storedItem } from '../storage/stored-item'

/** Arguments of one call; shapes come from the endpoint's contract schemas. */
export interface RequestArgs<R extends Route> {
  params?: RouteParams<R>
  query?: RouteQuery<R>
  body?: RouteBody<R>
  signal?: AbortSignal
  /** The request outlives the page (a report sent as the page is hidden). */
  keepalive?: boolean
  /**
   * Overrides the stored token: `null` sends none (device re-authorisation by serial must not send the
   * expired token it replaces).
   */
  token?: string | null
  /**
   * Issue 14: every money-moving call (`endpoint.idempotent`) sends an `Idempotency-Key`: one key per
   * viewer intent, passed again on every retry of that intent so the server answers it once.
   */
  idempotencyKey?: string
}

/** A fresh key for one viewer intent (a purchase, a top-up, a promo activation). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}

interface ApiClientHooks {
  /** The session's current access_token, if any. */
  getToken: () => string | undefined
  /** spec 1 §8: 401 / authentication_failed outside the exempt endpoints sets the token-error flag. */
  onTokenError: (error: ApiError) => void
  /** Every failed answer, after the token rule (the session watches 404 on device settings). */
  onError: (error: ApiError) => void
  /** Resolves the API base; default: `/config.json` plus the query overrides. */
  getBaseUrl: () => Promise<string>
  fetch: typeof fetch
}

const initialSearch = typeof window === 'undefined' ? '' : window.location.search
const BASE_OVERRIDE_KEY = 'efir.apiBase'
const baseOverride = storedItem(BASE_OVERRIDE_KEY, isString, { area: 'session', format: 'text' })

async function defaultBaseUrl(): Promise<string> {
  const config = await loadRuntimeConfig(hooks.fetch)
  let search = new URLSearchParams(initialSearch)
  // The override survives reloads in this tab (the query is gone after the first navigation); with
  // storage blocked, for this page only.
  const remembered = baseOverride.read()
  if (![...search.keys()].some((k) => k.endsWith('api') || k === 'multidev') && remembered) {
    search = new URLSearchParams(remembered)
  } else if (search.toString()) {
    baseOverride.write(search.toString())
  }
  return resolveApiBase(config, search, import.meta.env.DEV)
}

let basePromise: Promise<string> | undefined

const hooks: ApiClientHooks = {
  getToken: () => undefined,
  onTokenError: () => undefined,
  onError: () => undefined,
  getBaseUrl: () => (basePromise ??= defaultBaseUrl()),
  fetch: (...args) => globalThis.fetch(...args),
}

/** Lets the session store (a feature) plug in its token and token-error flag; shared/ never imports it. */
export function configureApiClient(patch: Partial<ApiClientHooks>): void {
  Object.assign(hooks, patch)
  if (patch.getBaseUrl || patch.fetch) basePromise = undefined
}

/** The resolved API base (links the server gives relative to it, such as a provider's demo bot). */
export function apiBaseUrl(): Promise<string> {
  return hooks.getBaseUrl()
}

/** Full URL of a call: base + path with params + query (+ access_token when given). */
export function buildUrl(
  base: string,
  endpoint: Route,
  params: unknown,
  query: unknown,
  token: string | undefined,
): string {
  const path = buildPath(endpoint.path, (params ?? {}) as Record<string, string | number>)
  const search = new URLSearchParams()
  type Scalar = string | number | boolean
  for (const [key, value] of Object.entries(
    (query ?? {}) as Record<string, Scalar | Scalar[] | undefined | null>,
  )) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)))
    else search.append(key, String(value))
  }
  // spec 1 §7: most calls carry access_token as a query parameter
  if (token && endpoint.auth !== 'none') search.append('access_token', token)
  const qs = search.toString()
  return `${base}${path}${qs ? `?${qs}` : ''}`
}

/**
 * Performs one contract call: URL, access_token, Accept-Language, JSON in and out, answer validated with
 * the contract, every failure mapped to {@link ApiError}.
 */
export async function apiRequest<R extends Route>(
  endpoint: R,
  args: RequestArgs<R> = {},
): Promise<RouteResponse<R>> {
  const token = args.token === null ? undefined : (args.token ?? hooks.getToken())
  if (endpoint.auth === 'required' && !token) {
    // spec 1 §7: "Without a token, most wrappers refuse with 'Authorization required'"
    throw new ApiError({
      status: 401,
      code: AUTHORIZATION_REQUIRED,
      message: 'Authorization required',
      endpointId: endpoint.id,
    })
  }
  const base = await hooks.getBaseUrl()
  const language = readStoredLanguage() ?? DEFAULT_LANGUAGE
  const early = endpoint.method === 'GET' ? takeEarlyAnswer(base, endpoint, args, language) : undefined
  // an early answer that failed is asked again, as this call would have been
  if (early)
    return early.catch(() => send(endpoint, args, base, token, language)) as Promise<RouteResponse<R>>
  return send(endpoint, args, base, token, language)
}

/** An answer asked before the session could say who asks, for the call that will ask it (issue 32). */
interface EarlyAnswer {
  language: string
  answer: Promise<unknown>
  /** whether the answer is the one the call would get, judged when the call comes */
  usable: () => boolean
}

const earlyAnswers = new Map<string, EarlyAnswer>()
/** An early answer not taken by then is dropped: a call that comes later gets a fresh one. */
export const EARLY_ANSWER_MS = 15_000

/**
 * Asks a GET of an endpoint whose token is optional now, without a token, for a call that comes once the
 * start-up has ended (issue 32: a first-time guest's rows need not wait for the guest's account). The
 * first call with the same URL and language takes this answer instead of asking again, when
 * `usable()` says by then that its token would not change the answer (a new guest, no one signed in).
 */
export function askEarly<R extends Route>(
  endpoint: R,
  args: Pick<RequestArgs<R>, 'params' | 'query'>,
  usable: () => boolean,
): void {
  if (endpoint.method !== 'GET' || endpoint.auth !== 'optional') return
  const language = readStoredLanguage() ?? DEFAULT_LANGUAGE
  const answer = hooks.getBaseUrl().then((base) => {
    const key = buildUrl(base, endpoint, args.params, args.query, undefined)
    const asked = send(endpoint, args, base, undefined, language)
    asked.catch(() => undefined) // the call that takes it asks again
    earlyAnswers.set(key, { language, answer: asked, usable })
    setTimeout(() => earlyAnswers.delete(key), EARLY_ANSWER_MS)
  })
  answer.catch(() => undefined)
}

function takeEarlyAnswer(
  base: string,
  endpoint: Route,
  args: RequestArgs<Route>,
  language: string,
): Promise<unknown> | undefined {
  if (earlyAnswers.size === 0) return undefined
  const key = buildUrl(base, endpoint, args.params, args.query, undefined)
  const early = earlyAnswers.get(key)
  if (!early) return undefined
  earlyAnswers.delete(key)
  return early.language === language && early.usable() ? early.answer : undefined
}

/** Sends one call and reads its answer (apiRequest's second half). */
async function send<R extends Route>(
  endpoint: R,
  args: RequestArgs<R>,
  base: string,
  token: string | undefined,
  language: string,
): Promise<RouteResponse<R>> {
  const url = buildUrl(base, endpoint, args.params, args.query, token)
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language }
  if (args.body !== undefined) headers['Content-Type'] = 'application/json'
  // A call made without a key still gets one (never refused for lack of it), but only the caller's key
  // makes a retry safe.
  if (endpoint.idempotent) headers['Idempotency-Key'] = args.idempotencyKey ?? newIdempotencyKey()

  let response: Response
  try {
    response = await hooks.fetch(url, {
      method: endpoint.method,
      headers,
      body: args.body === undefined ? undefined : JSON.stringify(args.body),
      signal: args.signal,
      keepalive: args.keepalive,
      credentials: 'same-origin',
    })
  } catch (cause) {
    if (args.signal?.aborted) throw cause // a cancelled query is not an error to show
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: '', endpointId: endpoint.id })
  }

  const payload = await readJson(response)
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, payload, endpoint.id)
    console.warn(`[api] ${endpoint.id} failed: ${error.status} ${error.code}`) // spec 1 §8: errors are logged
    const tokenFailed = error.status === 401 || error.code === ERROR_CODES.authenticationFailed
    // Only a token that was actually sent can be in error (a wrong password on an anonymous login is not),
    // and only while it is still the session's: a late 401 for a token replaced since (the guest's,
    // revoked by the sign-in that replaced it) says nothing about the current one.
    const current = token !== undefined && token === hooks.getToken()
    if (tokenFailed && current && !endpoint.tokenErrorExempt) hooks.onTokenError(error)
    hooks.onError(error)
    throw error
  }

  // Dev and tests check every answer against the contract; production skips it, so zod (loaded only
  // here, lazily) stays out of the shipped bundle.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test')
    await assertMatchesContract(endpoint, response, payload)
  return payload as RouteResponse<R>
}

async function assertMatchesContract(route: Route, response: Response, payload: unknown): Promise<void> {
  const { endpoints } = await import('@efir/contract')
  const parsed = endpoints[route.id].response.safeParse(payload)
  if (parsed.success) return
  console.error(`[api] ${route.id}: answer does not match the contract`, parsed.error.issues)
  throw new ApiError({
    status: response.status,
    code: 'invalid_response',
    message: `Answer of ${route.id} does not match the contract`,
    endpointId: route.id,
  })
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text().catch(() => '')
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
