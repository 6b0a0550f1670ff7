import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AmountInput, Phone } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { requestLanguage } from '../../i18n/language.ts'
import { readOutbox } from '../../gateway/sms-outbox/outbox.ts'
import { toMinor } from '../accounts/money.ts'
import { expireUserTokens } from '../session/tokens.ts'
import { insertMessage } from '../messages/repository.ts'
import { presentMessage } from '../messages/routes.ts'
import { renewDue } from '../subscriptions/renewal.ts'
import { insertUser, updateUser } from '../users/repository.ts'
import { insertCityAddresses, middlewareProvider } from '../mw/repository.ts'
import { completeLogin } from '../users/login.ts'
import { devUser } from './dev-user.ts'
import { registerPushDevRoutes } from '../push/dev-routes.ts'
import { findOrCreateLineUser } from '../users/service.ts'

const OutboxQuery = z.object({ phone: Phone.optional() })
const ExpireQuery = z.object({ phone: Phone.optional(), username: z.string().min(1).max(64).optional() })
/**
 * Puts a user in a block status (spec 1 §4 "Block status": -2 blocked, -1 payment of `amount` needed,
 * 0 none); `amount` in major units like every answer, at most two decimals.
 */
const BlockStatusBody = z.object({
  phone: Phone.optional(),
  username: z.string().min(1).max(64).optional(),
  status: z.union([z.literal(-2), z.literal(-1), z.literal(0)]),
  amount: AmountInput.optional(),
})
/** A message to one viewer (spec 1 §4 "Messages"), as the operator's back office would send it. */
const MessageBody = z.object({
  phone: Phone.optional(),
  username: z.string().min(1).max(64).optional(),
  title: z.string().min(1).max(200),
  text: z.string().min(1).max(2000),
})
const MwSubscriberBody = z.object({ phone: Phone })
/** The seeded nord-subscriber's addresses (seed/index.ts), for each new subscriber of /dev/mw_subscriber. */
const MW_SUBSCRIBER_ADDRESSES = [
  { cityName: 'Almaty', address: 'Almaty, Dostyk ave. 42, apt. 17' },
  { cityName: 'Almaty', address: 'Almaty, Satpayev st. 3, apt. 8' },
  { cityName: 'Astana', address: 'Astana, Kabanbay Batyr ave. 7, apt. 21' },
]
/** What the client posts to a provider's automatic-authentication address (spec 1 §4). */
const AutoAuthBody = z.object({
  manufacturer: z.string().max(128),
  model: z.string().max(256),
  serial: z.string().min(8).max(128),
  os: z.string().max(128),
})

/**
 * Demo-only helpers (absent when EFIR_DEMO=0): the SMS outbox the e2e suite reads codes from, a switch
 * that expires a user's tokens to prove silent re-authorisation (spec 1 §4), and the line-authentication
 * address of the Lumen provider (an operator that recognises its subscriber's line: here, the serial).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dev = app.withTypeProvider<ZodTypeProvider>()

  // The floor bench/api-load.mjs prints beside the hot endpoints: a route that does nothing, through
  // every hook an API answer goes through.
  dev.get('/dev/hello', { schema: { hide: true } }, () => ({ hello: 'world' }))
  registerPushDevRoutes(app, ctx)

  // Renews what is due now (the job runs every minute in main.ts; tests and e2e call this).
  dev.post('/dev/run_renewals', { schema: { hide: true } }, async () => ({ renewed: await renewDue(ctx) }))
  dev.post('/dev/run_gateway_callbacks', { schema: { hide: true } }, async () => ({
    delivered: (await ctx.gateway?.deliverDue()) ?? 0,
  }))

  dev.get('/dev/outbox', { schema: { hide: true, querystring: OutboxQuery } }, async (request) =>
    readOutbox(ctx, request.query.phone),
  )

  dev.post('/dev/expire_tokens', { schema: { hide: true, querystring: ExpireQuery } }, async (request) => {
    const user = await devUser(ctx, request.query, 'query')
    return { expired: await expireUserTokens(ctx, user.id) }
  })

  // issue 8: a viewer's media tokens end after `seconds` (the e2e journey of a renewal mid-playback)
  dev.post(
    '/dev/media_token_ttl',
    {
      schema: {
        hide: true,
        querystring: ExpireQuery.extend({ seconds: z.coerce.number().int().min(10).max(86_400) }),
      },
    },
    async (request) => {
      const user = await devUser(ctx, request.query, 'query')
      const { seconds } = request.query
      ctx.mediaTokens.setViewerTtl(user.id, seconds)
      return { user_id: user.id, seconds }
    },
  )

  dev.post('/dev/block_status', { schema: { hide: true, body: BlockStatusBody } }, async (request) => {
    const { status, amount } = request.body
    const user = await devUser(ctx, request.body, 'body')
    const owed = status === -1 ? toMinor(amount ?? 0) : 0
    await updateUser(ctx.db, user.id, { blockStatus: status, blockAmount: owed })
    return { status, amount: owed / 100 }
  })

  dev.post('/dev/messages', { schema: { hide: true, body: MessageBody } }, async (request, reply) => {
    const { title, text } = request.body
    const user = await devUser(ctx, request.body, 'body')
    const row = await insertMessage(ctx.db, { userId: user.id, title, text, createdAt: ctx.now() })
    return reply.code(201).send(presentMessage(row, requestLanguage(request)))
  })

  // issue 30: a subscriber of the middleware provider (nord) whose addresses are found by city only, as
  // the seeded nord-subscriber's are: each e2e journey of the city and address steps takes its own phone
  dev.post(
    '/dev/mw_subscriber',
    { schema: { hide: true, body: MwSubscriberBody } },
    async (request, reply) => {
      const provider = await middlewareProvider(ctx.db)
      if (!provider) return reply.code(404).send({ error: 'no middleware provider' })
      const { phone } = request.body
      const user = await insertUser(ctx.db, {
        providerId: provider.id,
        username: `mw_${phone}`,
        phone,
        dateJoined: ctx.now(),
      })
      if (!user) return reply.code(409).send({ error: 'phone taken' })
      const addresses = await insertCityAddresses(
        ctx.db,
        MW_SUBSCRIBER_ADDRESSES.map((a) => ({ ...a, providerId: provider.id, userId: user.id })),
      )
      return reply.code(201).send({ user_id: user.id, addresses: addresses.map((a) => a.address) })
    },
  )

  dev.post('/dev/auto_auth', { schema: { hide: true, body: AutoAuthBody } }, async (request) => {
    const user = await findOrCreateLineUser(ctx, 'lumen', request.body.serial)
    return completeLogin(ctx, user.id, null)
  })
}
