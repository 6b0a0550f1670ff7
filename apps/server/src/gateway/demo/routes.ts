import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { toMoney } from '../../modules/accounts/money.ts'
import { findTransactionByToken, type TransactionRow } from '../../modules/payments/repository.ts'
import { settleTransaction } from '../../modules/payments/settle.ts'
import { publicBase } from '../../modules/channels/public-url.ts'
import {
  CONFIRMATION_CODE,
  TEST_CARDS,
  behaviourOf,
  cardToken,
  maskCard,
  type CardBehaviour,
} from './cards.ts'
import type { DemoGateway } from './callbacks.ts'
import { acceptForms, html, page as htmlPage, text } from './html.ts'
import { requestLanguage, type Language } from '../../i18n/language.ts'
import { msg, translate, type PlainKey } from '../../i18n/messages.ts'

const Token = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) })
const CardForm = z.object({ card: z.string().max(32).default('') })
const CodeForm = z.object({ code: z.string().max(8).default(''), card: z.string().max(32).default('') })
const Callback = z.object({
  token: z.string().max(64),
  status: z.enum(['complete', 'error']),
  card: z.object({ number: z.string().max(32), token: z.string().max(64) }).nullable(),
  signature: z.string().max(128),
})

const amountOf = (tx: TransactionRow) => `${toMoney(tx.amount)} ${tx.currency}`

/**
 * Where a page of the gateway sends the viewer back (issue 30: it followed any https URL): the
 * transaction's return URL when it is on one of the product's own origins, this server's as the browser
 * reached it or one of `otherOrigins` (EFIR_CLIENT_ORIGINS); else this server's start page. No return
 * URL, no return.
 */
export function returnTo(
  tx: Pick<TransactionRow, 'returnUrl'>,
  request: FastifyRequest,
  otherOrigins: readonly string[],
): string | null {
  if (!tx.returnUrl) return null
  const own = publicBase(request)
  const origin = URL.parse(tx.returnUrl)?.origin
  return origin === own || (origin !== undefined && otherOrigins.includes(origin)) ? tx.returnUrl : `${own}/`
}

const CARD_NOTES: Readonly<Record<CardBehaviour, PlainKey>> = {
  success: 'gateway_card_success',
  declined: 'gateway_card_declined',
  confirm: 'gateway_card_confirm',
  silent: 'gateway_card_silent',
}

/** The page texts in the language of the browser that opened it (issue 29), escaped for HTML. */
function pageTexts(request: FastifyRequest) {
  const language: Language = requestLanguage(request)
  const t = (ref: Parameters<typeof translate>[1]) => text(translate(language, ref))
  const page = (title: string, body: string, refreshTo?: string | null) =>
    htmlPage(title, body, refreshTo, language)
  return { t, page }
}

/**
 * The demo payment gateway (demo mode only): the hosted card page (redirect and iframe), its
 * confirmation step, the QR and Kaspi QR pages a phone opens, and the callback it sends the server.
 * Like a real gateway it answers the server late (callBack) and sometimes twice.
 */
export async function registerDemoGateway(
  app: FastifyInstance,
  ctx: AppContext,
  gateway: DemoGateway,
): Promise<void> {
  await app.register((scope, _options, done) => {
    gatewayRoutes(scope, ctx, gateway)
    done()
  })
}

function gatewayRoutes(app: FastifyInstance, ctx: AppContext, gateway: DemoGateway): void {
  acceptForms(app)
  const back = (tx: TransactionRow, request: FastifyRequest) => returnTo(tx, request, gateway.returnOrigins)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const pendingOr404 = async (token: string, request: FastifyRequest, reply: FastifyReply) => {
    const { t, page } = pageTexts(request)
    const tx = await findTransactionByToken(ctx.db, token)
    if (!tx) {
      const title = t('not_found_transaction')
      await html(reply, 404, page(title, `<h1>${title}</h1>`))
      return null
    }
    if (tx.status !== 'pending') {
      const status = t(tx.status === 'complete' ? 'gateway_payment_complete' : 'gateway_payment_error')
      await html(reply, 200, page(t('gateway_payment_title'), `<h1>${status}</h1>`, back(tx, request)))
      return null
    }
    return tx
  }

  r.get('/gateway/pay/:token', { schema: { hide: true, params: Token } }, async (req, reply) => {
    const tx = await pendingOr404(req.params.token, req, reply)
    if (!tx) return reply
    const { t, page } = pageTexts(req)
    const cards = Object.entries(TEST_CARDS)
      .map(([n, b]) => `<li><code>${n}</code> — ${t(CARD_NOTES[b])}</li>`)
      .join('')
    return html(
      reply,
      200,
      page(
        t('gateway_card_payment'),
        `<h1>Efir Demo Pay</h1><div class="amount">${amountOf(tx)}</div>
<form method="post"><label for="card">${t('gateway_card_number')}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="exp">${t('gateway_expiry')}</label><input id="exp" name="exp" placeholder="12/34"><label for="cvc">CVC</label><input id="cvc" name="cvc">
<button type="submit">${t(msg('gateway_pay_amount', { amount: amountOf(tx) }))}</button></form><div class="note">${t('gateway_test_cards')}<ul>${cards}</ul></div>`,
      ),
    )
  })

  r.post(
    '/gateway/pay/:token',
    { schema: { hide: true, params: Token, body: CardForm } },
    async (req, reply) => {
      const tx = await pendingOr404(req.params.token, req, reply)
      if (!tx) return reply
      const { t, page } = pageTexts(req)
      const behaviour = behaviourOf(req.body.card)
      const card = { number: maskCard(req.body.card), token: cardToken(req.body.card) }
      if (behaviour === null) {
        return html(
          reply,
          400,
          page(
            t('gateway_card_payment'),
            `<h1 class="error">${t('gateway_unknown_card')}</h1><p><a href="">${t('gateway_try_again')}</a></p>`,
          ),
        )
      }
      if (behaviour === 'confirm') {
        return html(
          reply,
          200,
          page(
            t('gateway_confirm_title'),
            `<h1>${t('gateway_confirm_heading')}</h1><p>${t(msg('gateway_code_sent', { code: CONFIRMATION_CODE }))}</p>
<form method="post" action="/gateway/pay/${text(tx.gatewayToken)}/confirm"><input type="hidden" name="card" value="${text(req.body.card)}">
<label for="code">${t('gateway_code')}</label><input id="code" name="code" inputmode="numeric" required><button type="submit">${t('gateway_confirm')}</button></form>`,
          ),
        )
      }
      if (behaviour === 'silent') {
        return html(
          reply,
          202,
          page(
            t('gateway_processing_title'),
            `<h1>${t('gateway_processing')}</h1><p>${t('gateway_bank_silent')}</p>`,
            back(tx, req),
          ),
        )
      }
      const status = behaviour === 'success' ? 'complete' : 'error'
      gateway.callBack(tx.gatewayToken, { status, card: status === 'complete' ? card : null })
      const title =
        status === 'complete'
          ? `<h1 class="ok">${t('gateway_accepted')}</h1>`
          : `<h1 class="error">${t('gateway_declined')}</h1>`
      return html(
        reply,
        200,
        page(t('gateway_card_payment'), `${title}<p>${t('gateway_returning')}</p>`, back(tx, req)),
      )
    },
  )

  r.post(
    '/gateway/pay/:token/confirm',
    { schema: { hide: true, params: Token, body: CodeForm } },
    async (req, reply) => {
      const tx = await pendingOr404(req.params.token, req, reply)
      if (!tx) return reply
      const { t, page } = pageTexts(req)
      const ok = req.body.code === CONFIRMATION_CODE
      const card = { number: maskCard(req.body.card), token: cardToken(req.body.card) }
      gateway.callBack(
        tx.gatewayToken,
        ok ? { status: 'complete', card } : { status: 'error', description: 'confirmation failed' },
      )
      const title = ok
        ? `<h1 class="ok">${t('gateway_accepted')}</h1>`
        : `<h1 class="error">${t('gateway_wrong_code')}</h1>`
      return html(reply, 200, page(t('gateway_card_payment'), title, back(tx, req)))
    },
  )

  // A QR code encodes this page: the phone (or a second tab) opens it and pays.
  for (const kind of ['qr', 'kaspi'] as const) {
    const titleKey = kind === 'kaspi' ? 'paysystem_kaspi' : 'paysystem_demoqr'
    r.get(`/gateway/${kind}/:token`, { schema: { hide: true, params: Token } }, async (req, reply) => {
      const tx = await pendingOr404(req.params.token, req, reply)
      if (!tx) return reply
      const { t, page } = pageTexts(req)
      const title = t(titleKey)
      return html(
        reply,
        200,
        page(
          title,
          `<h1>${title}</h1><div class="amount">${amountOf(tx)}</div>
<form method="post"><button type="submit">${t(msg('gateway_pay_amount', { amount: amountOf(tx) }))}</button></form>`,
        ),
      )
    })
    r.post(`/gateway/${kind}/:token`, { schema: { hide: true, params: Token } }, async (req, reply) => {
      const tx = await pendingOr404(req.params.token, req, reply)
      if (!tx) return reply
      gateway.callBack(tx.gatewayToken, { status: 'complete' })
      const { t, page } = pageTexts(req)
      return html(
        reply,
        200,
        page(t(titleKey), `<h1 class="ok">${t('gateway_paid')}</h1><p>${t('gateway_close_page')}</p>`),
      )
    })
  }

  // The gateway's server-to-server callback: signed, and harmless to repeat.
  r.post('/gateway/callback', { schema: { hide: true, body: Callback } }, async (req, reply) => {
    if (!gateway.verify(req.body)) return reply.code(403).send({ ok: false })
    const tx = await findTransactionByToken(ctx.db, req.body.token)
    if (!tx) return reply.code(404).send({ ok: false })
    const result = { status: req.body.status, card: req.body.card }
    await ctx.db.transaction((db) => settleTransaction(db, tx.id, result, ctx.now()))
    return { ok: true }
  })
}
