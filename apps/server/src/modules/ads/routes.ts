import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { listAdIds, saveAdId } from './repository.ts'

export function registerAdRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getAdIds, async ({ auth }) =>
    (await listAdIds(ctx.db, auth.user.id)).map((r) => ({ identifier: r.identifier, vendor: r.vendor })),
  )

  registerEndpoint(app, ctx, endpoints.postAdId, async ({ auth, body }) => {
    await saveAdId(ctx.db, { userId: auth.user.id, ...body, createdAt: ctx.now() })
    return { identifier: body.identifier, vendor: body.vendor }
  })
}
