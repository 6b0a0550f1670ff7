import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet, { strictTransportSecurity, type HelmetOptions } from 'helmet'

// Issue 2 "Security": the spec puts access_token in query strings, so pages must never leak a URL
// (no-referrer), never be framed (except embed routes) and run only our own scripts.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // spec 2 §4 "The cast framework script is loaded remotely": Google's Cast sender and the framework it
  // loads, fetched only when the viewer presses cast (features/player/cast-sender.ts). Path-scoped.
  scriptSrc: ["'self'", 'https://www.gstatic.com/cv/js/sender/', 'https://www.gstatic.com/cast/sdk/libs/'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'], // data: hls.js's empty WEBVTT track element
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
}

/** The product's page a card page shown in #pay_iframe returns to (apps/web/public). */
export const PAYMENT_RETURN_PATH = '/payment-return.html'

/**
 * The embed routes themselves (spec 2 §2 /channel_embed/{id}; the third-party player /vitrina_embed/{id}),
 * not any path that happens to contain "_embed/" (issue 8: /settings/x_embed/ framed the whole app).
 */
const EMBED_ROUTE = /^\/(channel|vitrina)_embed\/[^/]+\/?$/

/**
 * Who may frame a page: embed routes (spec 1 §1 "embedded mode") any partner site; the demo gateway's
 * card page (spec 3 §2 pay_iframe) and the product page it returns to only the product, which this
 * server serves from its own origin ('self'); everything else nobody.
 */
export function frameAncestors(path: string): string {
  if (EMBED_ROUTE.test(path)) return '*'
  if (path.startsWith('/gateway/pay/') || path === PAYMENT_RETURN_PATH) return "'self'"
  return "'none'"
}

export function isApiPath(path: string): boolean {
  return /^\/(v2|dev)(\/|$)/.test(path)
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/'

/** A year, with subdomains (helmet's default); sent only over HTTPS, where a browser honours it. */
const HSTS_MAX_AGE_S = 31_536_000

/**
 * EFIR_HSTS: unset sends Strict-Transport-Security on requests that came over HTTPS (TLS, or a trusted
 * proxy's X-Forwarded-Proto); `1` on every answer (TLS ends at a proxy the server is not told to trust);
 * `0` never.
 */
export type HstsMode = 'https' | 'always' | 'off'

export function hstsModeFrom(value: string | undefined): HstsMode {
  if (value === '1' || value === 'true') return 'always'
  if (value === '0' || value === 'false') return 'off'
  return 'https'
}

export function sendsHsts(mode: HstsMode, request: Pick<FastifyRequest, 'protocol'>): boolean {
  return mode === 'always' || (mode === 'https' && request.protocol === 'https')
}

/**
 * helmet: the CSP (frame-ancestors by path), nosniff, no-referrer and helmet's other defaults.
 */
const helmetOptions = (ancestors: string): Readonly<HelmetOptions> => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...CSP_DIRECTIVES, frameAncestors: [ancestors] },
  },
  referrerPolicy: { policy: 'no-referrer' },
  // Framing is CSP frame-ancestors' job (per path above): X-Frame-Options would refuse the embed routes.
  frameguard: false,
  // Images, media and posters are loaded by operator clients on other origins (the client works against
  // any backend, and this server against any client): same-origin CORP would break their <img> and video.
  crossOriginResourcePolicy: false,
  strictTransportSecurity: false,
})

/** The headers helmet sets with these options, collected once (helmet's middleware is synchronous). */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * The security headers of every answer, by frame-ancestors value: built once (issue 8: helmet parsed
 * its CSP directives again on every request); HSTS only where it applies; `Cache-Control: no-store` on
 * the API, whose answers carry the viewer's data.
 */
export function registerSecurityHeaders(app: FastifyInstance, hsts: HstsMode = 'https'): void {
  const byAncestors = new Map(
    ['*', "'self'", "'none'"].map((ancestors) => [ancestors, helmetHeaders(helmetOptions(ancestors))]),
  )
  const hstsHeader = strictTransportSecurity({ maxAge: HSTS_MAX_AGE_S })
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url)
    void reply.headers(byAncestors.get(frameAncestors(path)) ?? {})
    if (isApiPath(path)) void reply.header('Cache-Control', 'no-store')
    if (sendsHsts(hsts, request)) hstsHeader(request.raw, reply.raw, () => done())
    else done()
  })
}
