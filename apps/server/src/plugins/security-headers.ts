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

export function contentSecurityPolicy(path: string): string {
  // Embed routes (spec 1 §1 "embedded mode") are meant to be framed by partner sites.
  // The demo gateway's card page is also shown inside the client (the pay_iframe form).
  const framed = path.includes('_embed/') || path.startsWith('/gateway/')
  const frameAncestors = framed ? 'frame-ancestors *' : "frame-ancestors 'none'"
  return [...CSP_DIRECTIVES, frameAncestors].join('; ')
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
