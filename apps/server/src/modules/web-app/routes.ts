import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { DEFAULT_PROVIDER_ID } from '../network/present.ts'
import { findProvider } from '../network/repository.ts'
import { APPLE_TOUCH_ICON_SIZE, drawIcon, type IconColors, type IconPurpose } from './icons.ts'
import { brandColors, iconVersion, parseIconFile, webAppManifest } from './manifest.ts'

const hidden = { schema: { hide: true } }
const PROVIDER_KEY = /^[A-Za-z0-9_-]{1,64}$/
/** An icon at the version its manifest names never changes (the version is its colours' hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A handful of brands × 4 icons; drawing one takes tens of milliseconds, so they are kept. */
const MAX_KEPT_ICONS = 64

/** The provider a manifest or icon is for; a key given twice (an array) or malformed names none. */
async function brand(ctx: AppContext, key: unknown) {
  const wanted = key === undefined ? String(DEFAULT_PROVIDER_ID) : key
  const provider =
    typeof wanted === 'string' && PROVIDER_KEY.test(wanted) ? await findProvider(ctx.db, wanted) : null
  if (!provider) throw notFound('provider')
  return provider
}

/**
 * The installable web app (issue 12): `/manifest.webmanifest?provider=` (id or shortname, as the client's
 * /config.json names it; the default provider without one) and the icons it lists, drawn from the brand's
 * colours. The manifest is revalidated on every use, so a re-branded provider shows at once.
 */
export function registerWebAppRoutes(app: FastifyInstance, ctx: AppContext): void {
  const icons = new Map<string, Buffer>()
  const iconOf = (colors: IconColors, size: number, purpose: IconPurpose): Buffer => {
    const key = `${iconVersion(colors)}/${purpose}-${size}`
    let png = icons.get(key)
    if (!png) {
      png = drawIcon(size, purpose, colors)
      if (icons.size >= MAX_KEPT_ICONS) icons.clear()
      icons.set(key, png)
    }
    return png
  }

  app.get<{ Querystring: { provider?: unknown } }>('/manifest.webmanifest', hidden, async (req, reply) => {
    const provider = await brand(ctx, req.query.provider)
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webAppManifest(provider)))
  })

  app.get<{ Params: { provider: string; file: string }; Querystring: { v?: string } }>(
    '/static/web-app/:provider/:file',
    hidden,
    async (req, reply) => {
      const icon = parseIconFile(req.params.file)
      if (!icon) return reply.callNotFound()
      const colors = brandColors(await brand(ctx, req.params.provider)).icon
      return reply
        .type('image/png')
        .header('Cache-Control', req.query.v === iconVersion(colors) ? IMMUTABLE : 'no-cache')
        .send(iconOf(colors, icon.size, icon.purpose))
    },
  )

  // iOS puts this on the home screen (and asks the root path by itself): the full-bleed tile, as iOS
  // rounds the corners itself and would show a rounded icon's transparent corners black
  app.get<{ Querystring: { provider?: unknown } }>('/apple-touch-icon.png', hidden, async (req, reply) => {
    const colors = brandColors(await brand(ctx, req.query.provider)).icon
    return reply
      .type('image/png')
      .header('Cache-Control', 'no-cache')
      .send(iconOf(colors, APPLE_TOUCH_ICON_SIZE, 'maskable'))
  })
}
