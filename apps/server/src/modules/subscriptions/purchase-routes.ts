import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/connect.ts'
import type { Language } from '../../i18n/language.ts'
import { ApiError, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { registerIdempotentEndpoint } from '../../plugins/idempotency.ts'
import { lockAccount } from '../accounts/repository.ts'
import { publicBase } from '../channels/public-url.ts'
import { typesOfPacket, type SubscriptionRow } from '../packets/repository.ts'
import { presentPurchase } from '../payments/present.ts'
import { createTransaction, pendingTransactionOf } from '../payments/repository.ts'
import { cancelSubscription } from './cancel.ts'
import { presentSubscription } from './present.ts'
import type { UserRow } from '../users/repository.ts'
import { purchaseContext, type PurchaseContext } from './purchase-context.ts'
import { findUserSubscription, updateSubscription } from './repository.ts'
import { awaitingPrice, buy, insufficientFunds, payAwaiting } from './service.ts'
import { isCurrent, isFuture, isRunning } from './state.ts'

/** A purchase as answered: awaiting ones carry the pending transaction of their shortfall. */
async function answer(tx: Db, c: PurchaseContext, sub: SubscriptionRow, base: string, now: Date) {
  const account = (await lockAccount(tx, c.account.id)) ?? c.account
  let pending = sub.status === 'awaiting_payment' ? await pendingTransactionOf(tx, sub.id) : null
  if (sub.status === 'awaiting_payment' && !pending) {
    pending = await createTransaction(tx, {
      userId: sub.userId,
      accountId: account.id,
      kind: 'purchase',
      amount: Math.max(1, sub.amount - account.balance),
      currency: account.currency,
      subscriptionId: sub.id,
      createdAt: now,
    })
  }
  return presentPurchase(sub, c.type, pending, base, account.balance)
}

/** Who buys: the purchase context, the viewer, and their language and time zone for refusals' texts. */
const buyer = (c: PurchaseContext, user: UserRow, agreed: boolean, now: Date, language: Language) => ({
  ...c,
  userId: user.id,
  agreementAccepted: agreed,
  now,
  language,
  timeZone: user.timezone,
})

export function registerPurchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 3 §4 "Enabling a packet": from the balance, the trial first when unused; 402 when short.
  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.createSubscription,
    async ({ auth, body, country, remote, language }, tx) => {
      const ref = { packetId: body.packet_id, typeId: body.purchase_type_id }
      const c = await purchaseContext(tx, auth.user, { country, remote }, ref)
      const now = ctx.now()
      const input = buyer(c, auth.user, body.agreement_accepted === true, now, language)
      const result = await buy(tx, { ...input, onShort: 'fail', ifRunning: 'refuse' })
      return presentSubscription(result.subscription, c.packet, await typesOfPacket(tx, c.packet.id), now)
    },
  )

  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.createPurchase,
    async ({ auth, body, raw, country, remote, language }, tx) => {
      const c = await purchaseContext(
        tx,
        auth.user,
        { country, remote },
        { typeId: body.purchase_type_id },
        body.account_id,
      )
      const now = ctx.now()
      const input = buyer(c, auth.user, body.agreement_accepted === true, now, language)
      const result = await buy(tx, { ...input, onShort: 'await', ifRunning: 'queue' })
      return answer(tx, c, result.subscription, publicBase(raw), now)
    },
  )

  // Pay an awaiting purchase from the balance (402: pay from the linked card), or change the period
  // of a running one (the new period is bought now and starts when the current one ends). One
  // change at a time (issue 29): while a bought next period waits, another change is refused with
  // 409 period_already_planned and nothing is charged (buy); the viewer cancels it first.
  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.activatePurchase,
    async ({ auth, params, body, raw, country, remote, language }, tx) => {
      const now = ctx.now()
      const sub = await findUserSubscription(tx, auth.user.id, params.id)
      if (!sub || !isCurrent(sub, now)) throw notFound('purchase')
      const c = await purchaseContext(
        tx,
        auth.user,
        { country, remote },
        { typeId: body.purchase_type_id },
        body.account_id,
      )
      if (c.packet.id !== sub.packetId) throw notFound('purchase_type')
      if (sub.status === 'awaiting_payment') {
        if (!(await payAwaiting(tx, sub, c.type, c.packet, now))) {
          throw insufficientFunds(c.account, awaitingPrice(sub, c.type), c.cardId)
        }
      } else if (isRunning(sub, now) && sub.purchaseTypeId !== c.type.id) {
        const input = buyer(c, auth.user, true, now, language)
        await buy(tx, { ...input, onShort: 'fail', ifRunning: 'queue' })
        await updateSubscription(tx, sub.id, { renew: false, nextPayAt: null })
      }
      const after = (await findUserSubscription(tx, auth.user.id, sub.id)) ?? sub
      return answer(tx, c, after, publicBase(raw), now)
    },
  )

  registerEndpoint(app, ctx, endpoints.cancelPurchase, async ({ auth, params }) => {
    const now = ctx.now()
    const sub = await findUserSubscription(ctx.db, auth.user.id, params.id)
    if (!sub || !isCurrent(sub, now)) throw notFound('purchase')
    if (sub.status === 'active' && !isFuture(sub, now)) {
      throw new ApiError(451, ERROR_CODES.subscriptionLocked, 'purchase_not_cancellable')
    }
    await cancelSubscription(ctx, sub)
    return { ok: true as const }
  })
}
