import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerIdempotentEndpoint } from '../../plugins/idempotency.ts'
import { ownAccount } from '../accounts/user-account.ts'
import { publicBase } from '../channels/public-url.ts'
import { presentTransaction } from './present.ts'
import { createTransaction } from './repository.ts'
import { toMinor } from '../accounts/money.ts'

/** The check payment of a card link: 1.00 unless the client names another amount. */
const CARD_CHECK_AMOUNT = 1

export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Linking is a payment on the card page; the gateway's callback stores the card (the promo
  // wizard's step 3 polls this transaction). The check amount is refunded unless needed_refund is false.
  registerIdempotentEndpoint(app, ctx, endpoints.linkCard, async ({ auth, body, raw }, tx) => {
    if (body.paysystem_shortname !== 'democard') throw notFound('paysystem')
    const account = await ownAccount(tx, auth.user.id, body.account_id)
    const payment = await createTransaction(tx, {
      userId: auth.user.id,
      accountId: account.id,
      kind: 'card_link',
      amount: toMinor(body.amount ?? CARD_CHECK_AMOUNT),
      currency: account.currency,
      payform: 'short_url',
      paysystem: body.paysystem_shortname,
      saveCard: true,
      neededRefund: body.needed_refund ?? true,
      returnUrl: body.return_url ?? null,
      createdAt: ctx.now(),
    })
    return presentTransaction(publicBase(raw), payment)
  })
}
