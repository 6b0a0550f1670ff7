import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { listMessages, removeMessage } from './repository.ts'

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 1 §4: polled every 150 s; removed messages are kept but never listed again.
  registerEndpoint(app, ctx, endpoints.listMessages, async ({ auth }) =>
    (await listMessages(ctx.db, auth.user.id)).map((m) => ({
      id: m.id,
      title: m.title,
      text: m.text,
      created_at: m.createdAt.toISOString(),
      removed: m.removed,
    })),
  )

  registerEndpoint(app, ctx, endpoints.deleteMessage, async ({ auth, params }) => {
    if (!(await removeMessage(ctx.db, auth.user.id, params.id))) throw notFound('message')
    return { ok: true as const }
  })
}
