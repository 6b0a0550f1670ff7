import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { apiNotFoundBody } from './errors.ts'

// Paths the SPA never owns: a miss there is a JSON 404, never index.html.
const SERVER_PREFIXES = /^\/(v2|dev|docs|static|media)(\/|$)/
/**
 * Source maps are never public (issue 8): the production build makes none (vite.config.ts), and a build
 * that does (an operator's, for an error tracker) still does not publish its sources through this server.
 */
const SOURCE_MAP = /\.map$/i

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>efir</title></head>
<body><main><h1>The web client is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.
The API is at <a href="/docs">/docs</a>.</p></main></body></html>`

const NOINDEX = '<meta name="robots" content="noindex">'

/** The app's HTML for a page that names nothing: search engines keep out (the client says not found). */
export function withNoindex(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html) ?? /<!doctype html>/i.exec(html)
  if (!head) return `${NOINDEX}${html}`
  const at = head.index + head[0].length
  return `${html.slice(0, at)}${NOINDEX}${html.slice(at)}`
}

export interface StaticWebOptions {
  /**
   * Whether a client page's path names an id nothing has (modules/web-app/page-status.ts): its direct
   * load answers 404, still with the app's HTML (issue 32).
   */
  namesNothing?: (pathname: string) => Promise<boolean>
}

/**
 * Serves apps/web/dist (issue 2: the client at /), with the SPA fallback: any other GET answers
 * index.html with 200 and the client shows its own page; 404 with noindex when the path names an id
 * nothing has (`namesNothing`).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
  options: StaticWebOptions = {},
): Promise<void> {
  const indexFile = join(webDist, 'index.html')
  const built = existsSync(indexFile)
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      // the build writes .br/.gz beside each text asset (scripts/compress-dist.mjs)
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
      setHeaders: (reply, path) => {
        // Vite names assets by content hash: cache forever; index.html must always be revalidated.
        const hashed = /[\\/]assets[\\/]/.test(path.slice(webDist.length))
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(NOT_BUILT_PAGE),
    )
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const spa =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.test(path) &&
      !SOURCE_MAP.test(path)
    if (!spa) {
      const body = apiNotFoundBody(request)
      return reply.code(body.status_code).header('Vary', 'Accept-Language').send(body)
    }
    const html = built ? await readFile(indexFile, 'utf8').catch(() => NOT_BUILT_PAGE) : NOT_BUILT_PAGE
    // a failed look-up (the database busy) serves the page as ever: the client finds out itself
    const missing = await (options.namesNothing?.(path) ?? Promise.resolve(false)).catch(() => false)
    return reply
      .code(missing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(missing ? withNoindex(html) : html)
  })
}
