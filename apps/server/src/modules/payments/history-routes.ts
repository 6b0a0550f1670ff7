import type { FastifyInstance } from 'fastify'
import { endpoints, type PaymentHistoryItem } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { accountCurrency, periodHuman, toMoney } from '../accounts/money.ts'
import { findProvider } from '../network/repository.ts'
import * as repo from './history-repository.ts'
import { paysystemName } from './paysystem-texts.ts'

/**
 * Issue 29 "A payment history": the viewer's ledger, newest first, a page at a time; each line says
 * what it paid for (the packet or film in the viewer's language and the period) and how the money came
 * in (the pay system, the card). Only the viewer's own accounts; a guest is refused (auth required).
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listPaymentHistory, async ({ auth, query, language }) => {
    const { offset, limit } = query
    const { rows, total } = await repo.historyPage(ctx.db, auth.user.id, offset, limit)
    const subscriptionIds = unique(rows.map((r) => r.subscription?.id))
    const [types, packets, films, cards, provider] = await Promise.all([
      repo.purchaseTypesById(ctx.db, unique(rows.map((r) => r.subscription?.purchaseTypeId))),
      repo.packetsById(ctx.db, unique(rows.map((r) => r.subscription?.packetId))),
      repo.filmsOfSubscriptions(ctx.db, auth.user.id, subscriptionIds),
      repo.cardsOfUser(ctx.db, auth.user.id),
      findProvider(ctx.db, auth.user.providerId),
    ])
    const currency = provider?.display.currency
    const items = rows.map((row): PaymentHistoryItem => {
      const { entry, subscription: sub, transaction: tx } = row
      const type = sub?.purchaseTypeId ? types.get(sub.purchaseTypeId) : undefined
      const packet = sub ? packets.get(sub.packetId) : undefined
      const film = sub ? films.get(sub.id) : undefined
      // a trial's own period when the charge was the trial's (its price), else the full one
      const trialCharge = sub?.type === 'trial' && entry.kind === 'purchase'
      const card =
        tx?.cardId != null
          ? cards.find((c) => c.id === tx.cardId)
          : tx && (tx.kind === 'card_link' || tx.saveCard) && tx.completedAt
            ? cards.find((c) => c.createdAt.getTime() === tx.completedAt?.getTime())
            : undefined
      return {
        id: entry.id,
        kind: entry.kind,
        created_at: entry.createdAt.toISOString(),
        amount_minor: entry.amount,
        amount: toMoney(Math.abs(entry.amount)),
        direction: entry.amount < 0 ? 'debit' : 'credit',
        balance_after: toMoney(Math.max(0, entry.balanceAfter)),
        currency: accountCurrency(currency, row.currency),
        account_id: entry.accountId,
        subject:
          sub && packet
            ? {
                packet_id: packet.id,
                title: film?.title ?? localizedName(packet, language),
                content_id: film?.id ?? null,
                subscription_id: sub.id,
                period_human: periodHuman(type ? (trialCharge ? type.trialDays : type.periodDays) : 0),
              }
            : null,
        transaction_id: tx?.id ?? null,
        paysystem: tx?.paysystem
          ? { shortname: tx.paysystem, name: paysystemName(tx.paysystem, language) }
          : null,
        card_number: card?.number ?? null,
        promo_code: entry.kind === 'promo' ? entry.note : null,
      }
    })
    return { items, total, offset, limit }
  })
}

const localizedName = (packet: Parameters<typeof localizeRow>[0] & { name: string }, language: Language) =>
  localizeRow(packet, language).name

function unique(ids: (number | null | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
}
