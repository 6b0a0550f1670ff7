import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Phone, PushMessage } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { devUser } from '../dev/dev-user.ts'

const DevPushBody = z.object({
  phone: Phone.optional(),
  username: z.string().min(1).max(64).optional(),
  message: PushMessage,
})

/**
 * Demo only (registered with the other /dev helpers): sends a push to every subscribed device of a
 * user, as an operator's campaign tool would. Answers how many were sent, removed as gone, failed.
 */
export function registerPushDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/dev/push', { schema: { hide: true, body: DevPushBody } }, async (request) => {
      const user = await devUser(ctx, request.body, 'body')
      return ctx.push.sendToUser(ctx.db, user.id, request.body.message)
    })
}
