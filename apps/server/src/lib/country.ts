import type { FastifyRequest } from 'fastify'
import { trustedPeer } from './trust-proxy.ts'

/** The operator's home country: the caller's country when nothing says otherwise. */
export const DEFAULT_COUNTRY = 'KZ'

/**
 * Where the caller's country comes from (spec 1 §6 country restriction; issue 30: outside demo mode it
 * was always the home country, so geo-lock could never fire). The server has no GeoIP database of its
 * own: the operator's edge (a CDN or a reverse proxy with GeoIP) names the country in a header,
 * EFIR_COUNTRY_HEADER (e.g. `cf-ipcountry`), which counts only on requests that come from one of the
 * trusted proxies (EFIR_TRUST_PROXY): a caller that reaches the server directly cannot pick its country.
 */
export interface CountrySource {
  /** The header's name, lower case; null: no header is read. */
  header: string | null
  /** Whether a connection's peer is a trusted proxy. */
  trusts: (peer: string | undefined) => boolean
  /** The country when no trusted header names one (EFIR_DEFAULT_COUNTRY, KZ). */
  fallback: string
  /** Demo mode: `x-demo-country` or `?demo_country=` simulate one, so the geo-lock path is testable. */
  demo: boolean
}

const COUNTRY = /^[A-Za-z]{2}$/

/** An ISO 3166-1 alpha-2 code, upper case, or null for anything else (`T1`, `XX` count as unknown). */
export function countryCode(value: unknown): string | null {
  return typeof value === 'string' && COUNTRY.test(value) && value.toUpperCase() !== 'XX'
    ? value.toUpperCase()
    : null
}

export function countrySourceFrom(options: {
  header?: string | undefined
  trustProxy: boolean | string
  fallback?: string | undefined
  demo: boolean
}): CountrySource {
  const header = options.header?.trim().toLowerCase() ?? ''
  const fallback = options.fallback === undefined ? DEFAULT_COUNTRY : countryCode(options.fallback)
  if (fallback === null) throw new Error(`EFIR_DEFAULT_COUNTRY is not a two-letter country code`)
  return {
    header: header === '' ? null : header,
    trusts: trustedPeer(options.trustProxy),
    fallback,
    demo: options.demo,
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The caller's country: the demo simulation, else the trusted proxy's header, else the fallback. */
export function countryOf(source: CountrySource, request: FastifyRequest): string {
  if (source.demo) {
    const query = (request.query as Record<string, unknown> | undefined)?.demo_country
    const simulated = countryCode(firstValue(request.headers['x-demo-country']) ?? query)
    if (simulated) return simulated
  }
  if (source.header && source.trusts(request.socket.remoteAddress)) {
    const named = countryCode(firstValue(request.headers[source.header]))
    if (named) return named
  }
  return source.fallback
}
