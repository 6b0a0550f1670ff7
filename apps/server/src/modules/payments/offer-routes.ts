import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints, type Offer } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/connect.ts'
import type { Language } from '../../i18n/language.ts'
import { ApiError, badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { registerIdempotentEndpoint } from '../../plugins/idempotency.ts'
import { lockAccount } from '../accounts/repository.ts'
import { publicBase } from '../channels/public-url.ts'
import { findPacket, findPurchaseType, typesOfPacket } from '../packets/repository.ts'
import { presentPurchaseType } from '../packets/present.ts'
import { purchaseContext } from '../subscriptions/purchase-context.ts'
import { usedTrials } from '../subscriptions/repository.ts'
import { buy } from '../subscriptions/service.ts'
import { PAYSYSTEMS, paysystem, presentTransaction } from './present.ts'
import { localizePaysystem } from './paysystem-texts.ts'
import * as repo from './repository.ts'

/**
 * An offer is paid from the balance, or through the pay forms of a purchase (spec 3 §4 step 4): its
 * pending transaction is then paid by payforms/short_url, qrcode, phone or linkedcard. An info form
 * (bank details) cannot pay an offer.
 */
const OFFER_PAYSYSTEMS = [
  paysystem(0, 'balance', 'provider_account', 'From the balance', 'Pay from your account balance'),
  ...PAYSYSTEMS.filter((p) => p.payform_shortname !== 'info'),
]

/** The offer's pay systems for this user: the linked card only when there is one. */
async function offerPaysystems(db: Db, userId: number) {
  const hasCard = (await repo.listCards(db, userId)).length > 0
  return OFFER_PAYSYSTEMS.filter((p) => p.payform_shortname !== 'linkedcard' || hasCard)
}

async function presentOffer(db: Db, offer: repo.OfferRow, language: Language): Promise<Offer> {
  const [packet, types, trials, paysystems] = await Promise.all([
    findPacket(db, offer.packetId, language),
    typesOfPacket(db, offer.packetId),
    usedTrials(db, offer.userId),
    offerPaysystems(db, offer.userId),
  ])
  return {
    offer_id: offer.id,
    status: offer.status,
    packet_id: offer.packetId,
    purchases: types.map((x) => presentPurchaseType(x, trials.has(offer.packetId))),
    paysystems: paysystems.map((p) => localizePaysystem(p, language)),
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
  registerEndpoint(app, ctx, endpoints.createOffer, async ({ auth, body, language }) => {
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
    return presentOffer(ctx.db, offer, language)
  })

  registerEndpoint(app, ctx, endpoints.getOffer, async ({ auth, params, language }) => {
    const offer = await repo.findUserOffer(ctx.db, auth.user.id, params.id)
    if (!offer) throw notFound('offer')
    return presentOffer(ctx.db, offer, language)
  })

  // From the balance (400 no_funds: the client shows the no-funds modal), or through a pay system:
  // the purchase then awaits the payment of its shortfall, which activates it. An offer has one
  // payment: choosing another pay system moves its pending transaction there.
  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.payOffer,
    async ({ auth, body, raw, country, remote, language }, tx) => {
      const system = (await offerPaysystems(tx, auth.user.id)).find(
        (p) => p.shortname === body.paysystem_shortname,
      )
      if (!system) throw notFound('paysystem')
      // Lock order as the gateway's settlement (transaction, account, offer): an offer being paid is
      // only read; one without a payment is locked, so concurrent first payments take turns.
      const seen = await repo.findUserOffer(tx, auth.user.id, body.offer_id)
      const offer = seen?.transactionId === null ? await repo.lockUserOffer(tx, auth.user.id, seen.id) : seen
      if (!offer || offer.status !== 'open') throw notFound('offer')
      const fromBalance = system.shortname === 'balance'
      const form = {
        payform: system.payform_shortname,
        paysystem: system.shortname,
        returnUrl: body.return_url,
      }
      if (offer.transactionId !== null) {
        const moved = fromBalance ? null : await repo.updatePendingTransaction(tx, offer.transactionId, form)
        if (!moved) throw new ApiError(409, ERROR_CODES.conflict, 'offer_payment_pending')
        return presentTransaction(publicBase(raw), moved)
      }
      const c = await purchaseContext(tx, auth.user, { country, remote }, { typeId: offer.purchaseTypeId })
      const now = ctx.now()
      const account = await lockAccount(tx, c.account.id)
      if (fromBalance && (account?.balance ?? 0) < c.type.amount)
        throw badRequest(ERROR_CODES.noFunds, 'no_funds')
      const result = await buy(tx, {
        ...c,
        userId: auth.user.id,
        agreementAccepted: true,
        now,
        onShort: fromBalance ? 'fail' : 'await',
        // An offer buys what the viewer does not have (spec 3 §4 step 4: what is already purchased
        // plays): a packet already running is refused, never queued as a next period; two offers
        // paying one awaiting purchase at once finish it once (issue 29).
        ifRunning: 'refuse',
        language,
        timeZone: auth.user.timezone,
      })
      const sub = result.subscription
      const awaiting = result.kind === 'awaiting'
      const payment = await repo.createTransaction(tx, {
        userId: auth.user.id,
        accountId: c.account.id,
        kind: 'purchase',
        amount: awaiting ? result.shortfall : sub.amount,
        currency: c.account.currency,
        ...form,
        subscriptionId: awaiting ? sub.id : null,
        offerId: offer.id,
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
