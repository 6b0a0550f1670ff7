import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { sha256 } from '../../lib/secrets.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { AUDIENCE_PIXEL_PATH, PIXEL_GIF, PixelQuery, pixelRow } from './pixel.ts'
import { insertEvents } from './repository.ts'

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 2 §4 "Statistics and analytics": app_start first, then open_channel, watch_tv, playback
  // start/error reports... stored as sent, in order, with the viewer when signed in.
  registerEndpoint(app, ctx, endpoints.postAnalyticsEvents, async ({ auth, body }) => {
    const receivedAt = ctx.now()
    const deviceHash = body.device_serial ? sha256(body.device_serial) : null
    await insertEvents(
      ctx.db,
      body.events.map((e) => ({
        userId: auth?.user.id ?? null,
        deviceHash,
        name: e.name,
        at: e.at,
        page: e.page ?? null,
        value: e.value === undefined ? null : String(e.value),
        source: e.source ?? null,
        type: e.type ?? null,
        data: e.data ?? null,
        receivedAt,
      })),
    )
    return { ok: true as const }
  })

  // spec 2 §4: the audience counter pixel and the 30 s tracking (fts, evtp), stored like events.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(AUDIENCE_PIXEL_PATH, { schema: { hide: true, querystring: PixelQuery } }, async (request, reply) => {
      await insertEvents(ctx.db, [pixelRow(request.query, ctx.now())])
      return reply.type('image/gif').header('Cache-Control', 'no-store').send(PIXEL_GIF)
    })
}
