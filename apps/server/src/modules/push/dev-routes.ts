import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ERROR_CODES, Phone, PushMessage } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { findUserByPhone, findUserByUsername } from '../users/repository.ts'

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
      const { phone, username, message } = request.body
      if (!phone && !username)
        throw badRequest(ERROR_CODES.validation, 'phone_or_username_required', {
          body: 'phone_or_username_required',
        })
      const user = phone
        ? await findUserByPhone(ctx.db, phone)
        : await findUserByUsername(ctx.db, username ?? '')
      if (!user) throw notFound('user')
      return ctx.push.sendToUser(ctx.db, user.id, message)
    })
}
