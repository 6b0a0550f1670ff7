import { createHash, randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { sendSms } from '../../gateway/sms-outbox/outbox.ts'
import { behaviourOfToken } from '../../gateway/demo/cards.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { ApiError, CommittedError, notFound } from '../../plugins/api-error.ts'
import { registerIdempotentEndpoint } from '../../plugins/idempotency.ts'
import { toMinor, toMoney } from '../accounts/money.ts'
import { ownAccount } from '../accounts/user-account.ts'
import { publicBase } from '../channels/public-url.ts'
import { answerTransaction } from './outcome.ts'
import { gatewayUrls, presentTransaction } from './present.ts'
import {
  countWrongSmsCode,
  findUserCard,
  findUserTransaction,
  updatePendingTransaction,
} from './repository.ts'
import { settleTransaction } from './settle.ts'
import { startPayment } from './start.ts'

const MAX_SMS_ATTEMPTS = 5
/**
 * Demo: the mobile operator refuses payments from this test number (403 permission_denied with a
 * message), so the client's path for payment errors it does not expect can be tried (spec 3 §7).
 */
export const REFUSED_TEST_PHONE = '70000000000'
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')
const declined = (text: 'card_declined' | 'wrong_payment_code' | 'payment_expired') =>
  new CommittedError(400, ERROR_CODES.paymentDeclined, text)

/** The pay systems whose card page the demo gateway serves (redirect, or in the product's frame). */
const CARD_PAGE_PAYSYSTEMS = ['democard', 'demoframe']

function requirePaysystem(given: string, allowed: string[]): void {
  if (!allowed.includes(given)) throw notFound('paysystem')
}

export function registerPayformRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerIdempotentEndpoint(app, ctx, endpoints.payShortUrl, async ({ auth, params, body, raw }, tx) => {
    requirePaysystem(body.paysystem_shortname, CARD_PAGE_PAYSYSTEMS)
    const account = await ownAccount(tx, auth.user.id, params.id)
    const payment = await startPayment(tx, {
      userId: auth.user.id,
      account,
      amount: body.amount,
      payform: 'short_url',
      paysystem: body.paysystem_shortname,
      transactionId: body.transaction_id,
      returnUrl: body.return_url,
      saveCard: body.is_save_card,
      now: ctx.now(),
    })
    return presentTransaction(publicBase(raw), payment)
  })

  // A linked card is charged at once: success completes, a decline fails (the failed transaction is
  // kept), a card that needs confirmation completes later by the gateway's callback.
  registerIdempotentEndpoint(app, ctx, endpoints.payLinkedCard, async ({ auth, params, body, raw }, tx) => {
    const account = await ownAccount(tx, auth.user.id, params.id)
    const card = await findUserCard(tx, auth.user.id, body.card_id)
    if (!card) throw notFound('card')
    const now = ctx.now()
    const payment = await startPayment(tx, {
      userId: auth.user.id,
      account,
      amount: body.amount,
      payform: 'linkedcard',
      paysystem: card.paysystem,
      transactionId: body.transaction_id,
      now,
    })
    const behaviour = behaviourOfToken(card.gatewayToken)
    if (behaviour === 'declined') {
      await settleTransaction(tx, payment.id, { status: 'error', description: 'declined' }, now)
      throw declined('card_declined')
    }
    if (behaviour === 'confirm') ctx.gateway?.callBack(payment.gatewayToken, { status: 'complete' })
    const settled =
      behaviour === 'success' ? await settleTransaction(tx, payment.id, { status: 'complete' }, now) : payment
    return answerTransaction(tx, publicBase(raw), settled ?? payment)
  })

  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.payPhone,
    async ({ auth, params, body, raw, language }, tx) => {
      requirePaysystem(body.paysystem_shortname, ['demophone'])
      const account = await ownAccount(tx, auth.user.id, params.id)
      if (body.phone === REFUSED_TEST_PHONE)
        throw new ApiError(403, ERROR_CODES.permissionDenied, 'payment_refused')
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const payment = await startPayment(tx, {
        userId: auth.user.id,
        account,
        amount: body.amount,
        payform: 'phone',
        paysystem: body.paysystem_shortname,
        transactionId: body.transaction_id,
        phone: body.phone,
        now: ctx.now(),
      })
      await updatePendingTransaction(tx, payment.id, { smsCodeHash: hashCode(code) })
      const text = translate(language, msg('sms_payment_code', { amount: toMoney(payment.amount), code }))
      await sendSms({ ...ctx, db: tx }, { phone: body.phone, text, code })
      return presentTransaction(publicBase(raw), payment)
    },
  )

  registerIdempotentEndpoint(app, ctx, endpoints.confirmBySms, async ({ auth, params, body, raw }, tx) => {
    requirePaysystem(body.paysystem_shortname, ['demophone'])
    const account = await ownAccount(tx, auth.user.id, params.id)
    const payment = await findUserTransaction(tx, auth.user.id, body.transaction_id)
    if (!payment || payment.accountId !== account.id || payment.payform !== 'phone')
      throw notFound('transaction')
    const now = ctx.now()
    if (payment.status !== 'pending') return presentTransaction(publicBase(raw), payment)
    if (payment.smsCodeHash !== hashCode(body.token)) {
      const attempts = payment.smsAttempts + 1
      await countWrongSmsCode(tx, payment.id, attempts)
      if (attempts < MAX_SMS_ATTEMPTS) throw declined('wrong_payment_code')
      await settleTransaction(tx, payment.id, { status: 'error', description: 'wrong code' }, now)
      throw declined('payment_expired')
    }
    const settled = await settleTransaction(tx, payment.id, { status: 'complete' }, now)
    return answerTransaction(tx, publicBase(raw), settled ?? payment)
  })

  // spec 3 §7 "QR purchase 451": a QR for another amount than the server's shows the server's QR.
  registerIdempotentEndpoint(app, ctx, endpoints.payQrCode, async ({ auth, params, body, raw }, tx) => {
    requirePaysystem(body.paysystem_shortname, ['demoqr', 'kaspi'])
    const account = await ownAccount(tx, auth.user.id, params.id)
    const base = publicBase(raw)
    if (body.transaction_id !== undefined) {
      const existing = await findUserTransaction(tx, auth.user.id, body.transaction_id)
      if (existing && existing.status === 'pending' && existing.amount !== toMinor(body.amount)) {
        const qr = gatewayUrls(base, { ...existing, paysystem: body.paysystem_shortname }).qr
        throw new ApiError(
          451,
          ERROR_CODES.amountMismatch,
          msg('amount_mismatch', { amount: toMoney(existing.amount) }),
          {
            payment: {
              account_id: account.id,
              amount: toMoney(existing.amount),
              balance: toMoney(account.balance),
              shortfall: toMoney(existing.amount),
              currency: account.currency,
              card_id: null,
              qrcode_url: qr,
              transaction_id: existing.id,
            },
          },
        )
      }
    }
    const payment = await startPayment(tx, {
      userId: auth.user.id,
      account,
      amount: body.amount,
      payform: body.paysystem_shortname === 'kaspi' ? 'qrcode_png' : 'qrcode',
      paysystem: body.paysystem_shortname,
      transactionId: body.transaction_id,
      now: ctx.now(),
    })
    return presentTransaction(base, payment)
  })
}
