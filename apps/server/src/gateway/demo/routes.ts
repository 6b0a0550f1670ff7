import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { toMoney } from '../../modules/accounts/money.ts'
import { findTransactionByToken, type TransactionRow } from '../../modules/payments/repository.ts'
import { settleTransaction } from '../../modules/payments/settle.ts'
import { CONFIRMATION_CODE, TEST_CARDS, behaviourOf, cardToken, maskCard } from './cards.ts'
import type { DemoGateway } from './callbacks.ts'
import { acceptForms, html, page, text } from './html.ts'

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
const back = (tx: TransactionRow) => tx.returnUrl

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
  const r = app.withTypeProvider<ZodTypeProvider>()
  const pendingOr404 = async (token: string, reply: FastifyReply) => {
    const tx = await findTransactionByToken(ctx.db, token)
    if (!tx) {
      await html(reply, 404, page('Not found', '<h1>Payment not found</h1>'))
      return null
    }
    if (tx.status !== 'pending') {
      await html(reply, 200, page('Payment', `<h1>Payment ${text(tx.status)}</h1>`, back(tx)))
      return null
    }
    return tx
  }

  r.get('/gateway/pay/:token', { schema: { hide: true, params: Token } }, async (req, reply) => {
    const tx = await pendingOr404(req.params.token, reply)
    if (!tx) return reply
    const cards = Object.entries(TEST_CARDS)
      .map(([n, b]) => `<li><code>${n}</code> — ${b}</li>`)
      .join('')
    return html(
      reply,
      200,
      page(
        'Card payment',
        `<h1>Efir Demo Pay</h1><div class="amount">${amountOf(tx)}</div>
<form method="post"><label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="exp">Expiry</label><input id="exp" name="exp" placeholder="12/34"><label for="cvc">CVC</label><input id="cvc" name="cvc">
<button type="submit">Pay ${amountOf(tx)}</button></form><div class="note">Test cards:<ul>${cards}</ul></div>`,
      ),
    )
  })

  r.post(
    '/gateway/pay/:token',
    { schema: { hide: true, params: Token, body: CardForm } },
    async (req, reply) => {
      const tx = await pendingOr404(req.params.token, reply)
      if (!tx) return reply
      const behaviour = behaviourOf(req.body.card)
      const card = { number: maskCard(req.body.card), token: cardToken(req.body.card) }
      if (behaviour === null) {
        return html(
          reply,
          400,
          page('Card payment', '<h1 class="error">Unknown test card</h1><p><a href="">Try again</a></p>'),
        )
      }
      if (behaviour === 'confirm') {
        return html(
          reply,
          200,
          page(
            'Confirm',
            `<h1>Confirm the payment</h1><p>Your bank sent a code (demo: ${CONFIRMATION_CODE}).</p>
<form method="post" action="/gateway/pay/${text(tx.gatewayToken)}/confirm"><input type="hidden" name="card" value="${text(req.body.card)}">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" required><button type="submit">Confirm</button></form>`,
          ),
        )
      }
      if (behaviour === 'silent') {
        return html(
          reply,
          202,
          page('Processing', '<h1>Processing…</h1><p>The bank has not answered yet.</p>', back(tx)),
        )
      }
      const status = behaviour === 'success' ? 'complete' : 'error'
      gateway.callBack(tx.gatewayToken, { status, card: status === 'complete' ? card : null })
      const title =
        status === 'complete'
          ? '<h1 class="ok">Payment accepted</h1>'
          : '<h1 class="error">Card declined</h1>'
      return html(reply, 200, page('Card payment', `${title}<p>Returning to the shop…</p>`, back(tx)))
    },
  )

  r.post(
    '/gateway/pay/:token/confirm',
    { schema: { hide: true, params: Token, body: CodeForm } },
    async (req, reply) => {
      const tx = await pendingOr404(req.params.token, reply)
      if (!tx) return reply
      const ok = req.body.code === CONFIRMATION_CODE
      const card = { number: maskCard(req.body.card), token: cardToken(req.body.card) }
      gateway.callBack(
        tx.gatewayToken,
        ok ? { status: 'complete', card } : { status: 'error', description: 'confirmation failed' },
      )
      const title = ok
        ? '<h1 class="ok">Payment accepted</h1>'
        : '<h1 class="error">Wrong code: payment declined</h1>'
      return html(reply, 200, page('Card payment', title, back(tx)))
    },
  )

  // A QR code encodes this page: the phone (or a second tab) opens it and pays.
  for (const kind of ['qr', 'kaspi'] as const) {
    const title = kind === 'kaspi' ? 'Kaspi QR' : 'QR payment'
    r.get(`/gateway/${kind}/:token`, { schema: { hide: true, params: Token } }, async (req, reply) => {
      const tx = await pendingOr404(req.params.token, reply)
      if (!tx) return reply
      return html(
        reply,
        200,
        page(
          title,
          `<h1>${title}</h1><div class="amount">${amountOf(tx)}</div>
<form method="post"><button type="submit">Pay ${amountOf(tx)}</button></form>`,
        ),
      )
    })
    r.post(`/gateway/${kind}/:token`, { schema: { hide: true, params: Token } }, async (req, reply) => {
      const tx = await pendingOr404(req.params.token, reply)
      if (!tx) return reply
      gateway.callBack(tx.gatewayToken, { status: 'complete' })
      return html(reply, 200, page(title, '<h1 class="ok">Paid</h1><p>You can close this page.</p>'))
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
