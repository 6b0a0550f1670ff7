import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints, type Offer } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/connect.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { registerIdempotentEndpoint } from '../../plugins/idempotency.ts'
import { lockAccount } from '../accounts/repository.ts'
import { publicBase } from '../channels/public-url.ts'
import { findPacket, findPurchaseType, typesOfPacket } from '../packets/repository.ts'
import { presentPurchaseType } from '../packets/present.ts'
import { purchaseContext } from '../subscriptions/purchase-context.ts'
import { usedTrials } from '../subscriptions/repository.ts'
import { buy } from '../subscriptions/service.ts'
import { PAYSYSTEMS, presentTransaction } from './present.ts'
import * as repo from './repository.ts'

const OFFER_PAYSYSTEMS = ['balance', 'democard', 'demoqr', 'kaspi']

async function presentOffer(db: Db, offer: repo.OfferRow): Promise<Offer> {
  const [packet, types, trials] = await Promise.all([
    findPacket(db, offer.packetId),
    typesOfPacket(db, offer.packetId),
    usedTrials(db, offer.userId),
  ])
  return {
    offer_id: offer.id,
    status: offer.status,
    packet_id: offer.packetId,
    purchases: types.map((x) => presentPurchaseType(x, trials.has(offer.packetId))),
    paysystems: PAYSYSTEMS.filter((p) => OFFER_PAYSYSTEMS.includes(p.shortname)),
    offer_info: {
      distribution_type: packet?.kind === 'content' ? 'purchase' : 'subscription',
      product_title: packet?.name ?? '',
      distribution_info: packet?.short ?? '',
    },
    transaction_id: offer.transactionId,
    purchase_id: offer.subscriptionId,
  }
}

export function registerOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.createOffer, async ({ auth, body }) => {
    const type = await findPurchaseType(ctx.db, body.purchase_type_id)
    const packet = type ? await findPacket(ctx.db, type.packetId) : null
    if (!type || !packet || packet.providerId !== auth.user.providerId) throw notFound('purchase_type')
    const offer = await repo.createOffer(ctx.db, {
      userId: auth.user.id,
      purchaseTypeId: type.id,
      packetId: type.packetId,
      contentId: body.content_id ?? null,
      createdAt: ctx.now(),
    })
    return presentOffer(ctx.db, offer)
  })

  registerEndpoint(app, ctx, endpoints.getOffer, async ({ auth, params }) => {
    const offer = await repo.findUserOffer(ctx.db, auth.user.id, params.id)
    if (!offer) throw notFound('offer')
    return presentOffer(ctx.db, offer)
  })

  // From the balance (400 no_funds: the client shows the no-funds modal), or through a pay system:
  // the purchase then awaits the payment of its shortfall, which activates it.
  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.payOffer,
    async ({ auth, body, raw, country, remote }, tx) => {
      if (!OFFER_PAYSYSTEMS.includes(body.paysystem_shortname)) throw notFound('paysystem')
      const offer = await repo.findUserOffer(tx, auth.user.id, body.offer_id)
      if (!offer || offer.status !== 'open') throw notFound('offer')
      const c = await purchaseContext(tx, auth.user, { country, remote }, { typeId: offer.purchaseTypeId })
      const now = ctx.now()
      const fromBalance = body.paysystem_shortname === 'balance'
      const account = await lockAccount(tx, c.account.id)
      if (fromBalance && (account?.balance ?? 0) < c.type.amount)
        throw badRequest(ERROR_CODES.noFunds, 'no_funds')
      const result = await buy(tx, {
        ...c,
        userId: auth.user.id,
        agreementAccepted: true,
        now,
        onShort: fromBalance ? 'fail' : 'await',
        ifRunning: 'queue',
      })
      const sub = result.subscription
      const awaiting = result.kind === 'awaiting'
      const payment = await repo.createTransaction(tx, {
        userId: auth.user.id,
        accountId: c.account.id,
        kind: 'purchase',
        amount: awaiting ? result.shortfall : sub.amount,
        currency: c.account.currency,
        paysystem: body.paysystem_shortname,
        payform:
          body.paysystem_shortname === 'democard'
            ? 'short_url'
            : body.paysystem_shortname === 'kaspi'
              ? 'qrcode_png'
              : 'qrcode',
        subscriptionId: awaiting ? sub.id : null,
        offerId: offer.id,
        returnUrl: body.return_url,
        createdAt: now,
      })
      // Paid from the balance: the transaction only records it (no gateway, nothing to credit).
      const done = awaiting
        ? payment
        : ((await repo.finishTransaction(tx, payment.id, 'complete', now)) ?? payment)
      await repo.updateOffer(tx, offer.id, {
        transactionId: payment.id,
        subscriptionId: sub.id,
        status: awaiting ? 'open' : 'paid',
      })
      return presentTransaction(publicBase(raw), done)
    },
  )
}
