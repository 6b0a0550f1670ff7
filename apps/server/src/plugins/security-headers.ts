import type { FastifyInstance } from 'fastify'

// Issue 2 "Security": the spec puts access_token in query strings, so pages must never leak a URL
// (no-referrer), never be framed (except embed routes) and run only our own scripts.
const CSP_DIRECTIVES = [
  "default-src 'self'",
  // spec 2 §4 "The cast framework script is loaded remotely": Google's Cast sender and the framework it
  // loads, fetched only when the viewer presses cast (features/player/cast-sender.ts). Path-scoped.
  "script-src 'self' https://www.gstatic.com/cv/js/sender/ https://www.gstatic.com/cast/sdk/libs/",
  "object-src 'none'",
  "base-uri 'none'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: data:", // data: hls.js's empty WEBVTT track element
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "font-src 'self' data:",
]

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
function frameAncestors(path: string): string {
  if (EMBED_ROUTE.test(path)) return 'frame-ancestors *'
  if (path.startsWith('/gateway/pay/') || path === PAYMENT_RETURN_PATH) return "frame-ancestors 'self'"
  return "frame-ancestors 'none'"
}

export function contentSecurityPolicy(path: string): string {
  return [...CSP_DIRECTIVES, frameAncestors(path)].join('; ')
}

export function isApiPath(path: string): boolean {
  return /^\/(v2|dev)(\/|$)/.test(path)
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/'
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'no-referrer')
    if (isApiPath(path)) reply.header('Cache-Control', 'no-store')
    const type = String(reply.getHeader('content-type') ?? '')
    // /docs sets its own (hash-based) CSP for swagger-ui: keep it.
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(path))
    }
    return payload
  })
}
