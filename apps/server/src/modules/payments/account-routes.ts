import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { ApiError, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { accountCurrency, FALLBACK_CURRENCY, toMoney } from '../accounts/money.ts'
import { listAccounts } from '../accounts/repository.ts'
import { ownAccount, providerAccount } from '../accounts/user-account.ts'
import { publicBase } from '../channels/public-url.ts'
import { findProvider } from '../network/repository.ts'
import { answerTransaction } from './outcome.ts'
import { localizePaysystem } from './paysystem-texts.ts'
import { PAYSYSTEMS, presentCard } from './present.ts'
import { deleteCard, findUserTransaction, listCards } from './repository.ts'

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const currencyOf = async (providerId: number) => (await findProvider(ctx.db, providerId))?.display.currency

  registerEndpoint(app, ctx, endpoints.listAccounts, async ({ auth }) => {
    await providerAccount(ctx.db, auth.user)
    const currency = await currencyOf(auth.user.providerId)
    return (await listAccounts(ctx.db, auth.user.id)).map((a) => ({
      id: a.id,
      amount: toMoney(a.balance),
      currency: accountCurrency(currency, a.currency),
      is_payment_allowed: a.isPaymentAllowed,
    }))
  })

  registerEndpoint(app, ctx, endpoints.getBalance, async ({ auth }) => {
    const account = await providerAccount(ctx.db, auth.user)
    const currency = (await currencyOf(auth.user.providerId)) ?? FALLBACK_CURRENCY
    return { account_id: account.id, balance: toMoney(account.balance), currency }
  })

  registerEndpoint(app, ctx, endpoints.listCards, async ({ auth }) =>
    (await listCards(ctx.db, auth.user.id))
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
      .map(presentCard),
  )

  registerEndpoint(app, ctx, endpoints.deleteCard, async ({ auth, params }) => {
    if (!(await deleteCard(ctx.db, auth.user.id, params.id, ctx.now()))) throw notFound('card')
    return { ok: true as const }
  })

  // spec 3 §7: 504 while pending (the client keeps polling), 404 for an unknown (or another's) id.
  registerEndpoint(app, ctx, endpoints.getTransaction, async ({ auth, params, raw }) => {
    const tx = await findUserTransaction(ctx.db, auth.user.id, params.id)
    if (!tx) throw notFound('transaction')
    if (tx.status === 'pending')
      throw new ApiError(504, ERROR_CODES.transactionPending, 'transaction_pending')
    return answerTransaction(ctx.db, publicBase(raw), tx)
  })

  // Names, descriptions and bank details in the viewer's language (issue 29).
  registerEndpoint(app, ctx, endpoints.listPayforms, async ({ auth, params, language }) => {
    const account = await ownAccount(ctx.db, auth.user.id, params.id)
    const hasCard = (await listCards(ctx.db, auth.user.id)).length > 0
    return PAYSYSTEMS.filter((p) => p.payform_shortname !== 'linkedcard' || hasCard).map((p) =>
      localizePaysystem(p, language, account.id),
    )
  })
}
