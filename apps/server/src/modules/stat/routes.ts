import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { upsertStat } from './repository.ts'

export function registerStatRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The seconds watched for a stat id; the client sends the running total, so the latest wins.
  registerEndpoint(app, ctx, endpoints.patchStat, async ({ auth, params, body }) => {
    const row = await upsertStat(ctx.db, {
      statId: params.id,
      userId: auth.user.id,
      duration: body.duration,
      updatedAt: ctx.now(),
    })
    return { id: row.statId, duration: row.duration, updated_at: row.updatedAt.toISOString() }
  })
}
