import { and, eq, gt, inArray, lte, ne } from 'drizzle-orm'
import { ERROR_CODES } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'
import { ApiError, badRequest } from '../../plugins/api-error.ts'
import { msg } from '../../i18n/messages.ts'
import { formatDay } from '../../i18n/dates.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { debit, lockAccount, type AccountRow } from '../accounts/repository.ts'
import { shortfall, toMoney } from '../accounts/money.ts'
import type { PacketRow, PurchaseTypeRow, SubscriptionRow } from '../packets/repository.ts'
import { cancelWithin } from './cancel.ts'
import { claimTrial, insertSubscription, updateSubscription } from './repository.ts'
import { isCurrent, isFuture, isRunning, takeoverOf } from './state.ts'

const DAY_MS = 86_400_000
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS)

export interface BuyInput {
  userId: number
  account: AccountRow
  packet: PacketRow
  type: PurchaseTypeRow
  agreementAccepted: boolean
  now: Date
  /** When the balance is short: fail with a 402 (no effect), or await payment of the shortfall. */
  onShort: 'fail' | 'await'
  /** When the packet is already running: refuse (already_purchased), or queue a future period. */
  ifRunning: 'refuse' | 'queue'
  /** The primary linked card a 402 names for the fallback (spec 3 §7). */
  cardId: number | null
  /** The viewer's language and time zone, for the names and dates of a refusal's text. */
  language?: Language
  timeZone?: string
}

export type BuyResult =
  | { kind: 'active'; subscription: SubscriptionRow }
  | { kind: 'awaiting'; subscription: SubscriptionRow; shortfall: number }

/** 402 with the figures the client pays the shortfall with (spec 3 §7 "Other 402"). */
export function insufficientFunds(account: AccountRow, amount: number, cardId: number | null): ApiError {
  const missing = shortfall(account.balance, amount)
  return new ApiError(
    402,
    ERROR_CODES.insufficientFunds,
    msg('insufficient_funds', { shortfall: toMoney(missing) }),
    {
      payment: {
        account_id: account.id,
        amount: toMoney(amount),
        balance: toMoney(account.balance),
        shortfall: toMoney(missing),
        currency: account.currency,
        card_id: cardId,
        qrcode_url: null,
        transaction_id: null,
      },
    },
  )
}

async function hasBase(tx: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: t.subscriptions.id })
    .from(t.subscriptions)
    .innerJoin(t.packets, eq(t.packets.id, t.subscriptions.packetId))
    .where(
      and(
        eq(t.subscriptions.userId, userId),
        eq(t.packets.isBase, true),
        ne(t.subscriptions.status, 'cancelled'),
        ne(t.subscriptions.status, 'awaiting_payment'),
        lte(t.subscriptions.startedAt, now),
        gt(t.subscriptions.expiresAt, now),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** The viewer's running packet that includes this one (a bundle such as «Всё включено»), if any. */
export async function includingBundle(tx: Db, userId: number, packetId: number, now: Date) {
  const held = await tx
    .select({ sub: t.subscriptions, packet: t.packets })
    .from(t.subscriptions)
    .innerJoin(t.packets, eq(t.packets.id, t.subscriptions.packetId))
    .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.status, 'active')))
  return (
    held.find((h) => isRunning(h.sub, now) && h.packet.includedPacketIds.includes(packetId))?.packet ?? null
  )
}

/**
 * Issue 29: what a viewer already has is not sold again. A running film is not bought twice; a
 * packet with a bought next period gets no second one (one pending period change: a second is
 * refused, never charged; the viewer cancels the first to choose another, spec 3 §8
 * message_period_planned); a packet a running bundle includes is not sold beside it.
 */
async function refuseWhatIsHeld(tx: Db, input: BuyInput, mine: SubscriptionRow[]): Promise<void> {
  const { packet, now, userId } = input
  const language = input.language ?? DEFAULT_LANGUAGE
  const day = (at: Date) => formatDay(language, at, input.timeZone)
  const active = mine.filter((s) => s.status === 'active')
  const last = active.reduce<Date | null>((end, s) => (end && end > s.expiresAt ? end : s.expiresAt), null)
  if (packet.kind === 'content' && last) {
    throw badRequest(ERROR_CODES.alreadyPurchased, msg('content_already_purchased', { date: day(last) }))
  }
  const planned = active.find((s) => isFuture(s, now))
  if (planned && input.ifRunning === 'queue') {
    throw new ApiError(
      409,
      ERROR_CODES.periodAlreadyPlanned,
      msg('period_already_planned', { date: day(planned.startedAt) }),
    )
  }
  const bundle = await includingBundle(tx, userId, packet.id, now)
  if (bundle) {
    const names = { name: localizeRow(packet, language).name, bundle: localizeRow(bundle, language).name }
    throw badRequest(ERROR_CODES.alreadyPurchased, msg('packet_included', names))
  }
}

/**
 * Buys a packet's purchase type (spec 3 §4 steps 2-5) inside the caller's transaction. The account
 * row is locked first, so one account's purchases run one at a time and every check below holds
 * until the commit; the charge itself is a conditional update backed by CHECK (balance >= 0).
 */
export async function buy(tx: Db, input: BuyInput): Promise<BuyResult> {
  const { packet, type, now, userId } = input
  const account = await lockAccount(tx, input.account.id)
  if (!account) throw new Error('account vanished')
  if (packet.kind === 'promo') throw badRequest(ERROR_CODES.alreadyPurchased, 'already_purchased')
  if (packet.agreement && !input.agreementAccepted) {
    throw badRequest(ERROR_CODES.agreementRequired, 'agreement_required')
  }
  if (!account.isPaymentAllowed) throw badRequest(ERROR_CODES.paymentNotAllowed, 'payment_not_allowed')
  if (packet.kind === 'additional' && !(await hasBase(tx, userId, now))) {
    throw badRequest(ERROR_CODES.basePacketRequired, 'base_packet_required')
  }
  const mine = (
    await tx
      .select()
      .from(t.subscriptions)
      .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.packetId, packet.id)))
  ).filter((s) => isCurrent(s, now))
  const awaiting = mine.find((s) => s.status === 'awaiting_payment')
  if (awaiting && input.onShort === 'await') {
    return {
      kind: 'awaiting',
      subscription: awaiting,
      shortfall: shortfall(account.balance, awaiting.amount),
    }
  }
  await refuseWhatIsHeld(tx, input, mine)
  if (awaiting) {
    // Issue 29: one purchase, one subscription. Paid from the balance (an offer, "enable"), a
    // purchase that awaits its payment is finished, at the period chosen now; never a second one.
    if (!(await payAwaiting(tx, awaiting, type, packet, now))) {
      throw insufficientFunds(account, awaitingPrice(awaiting, type), input.cardId)
    }
    const paid = await findSubscription(tx, awaiting.id)
    if (!paid) throw new Error('subscription vanished')
    return { kind: 'active', subscription: paid }
  }
  const running = mine.filter((s) => s.status === 'active')
  // Bought while a period runs: the new one starts when the last one ends (a future subscription).
  const startAt = running.reduce((end, s) => (s.expiresAt > end ? s.expiresAt : end), now)
  if (running.length > 0 && input.ifRunning === 'refuse') {
    const language = input.language ?? DEFAULT_LANGUAGE
    const text = msg('packet_already_active', {
      name: localizeRow(packet, language).name,
      date: formatDay(language, startAt, input.timeZone),
    })
    throw badRequest(ERROR_CODES.alreadyPurchased, text)
  }
  const trial = type.trialDays > 0 && running.length === 0 && (await claimTrial(tx, userId, packet.id, now))
  const amount = trial ? type.trialAmount : type.amount
  const days = trial ? type.trialDays : type.periodDays
  const renew = packet.kind !== 'content'
  const paused = mine.find((s) => s.status === 'paused')
  const values = {
    userId,
    packetId: packet.id,
    purchaseTypeId: type.id,
    accountId: account.id,
    startedAt: startAt,
    expiresAt: addDays(startAt, days),
    status: 'active' as const,
    type: trial ? ('trial' as const) : ('regular' as const),
    renew,
    nextPayAt: renew ? addDays(startAt, days) : null,
    amount,
    createdAt: now,
  }
  // A paused subscription bought again becomes active again (one row per packet and period).
  const subscription = paused
    ? await updateSubscription(tx, paused.id, values)
    : await insertSubscription(tx, values)
  if (!subscription) throw new Error('subscription vanished')
  const ref = { kind: 'purchase' as const, at: now, subscriptionId: subscription.id }
  if (await debit(tx, account.id, amount, ref)) {
    await takeOverIncluded(tx, userId, packet, now)
    return { kind: 'active', subscription }
  }
  if (input.onShort === 'fail') throw insufficientFunds(account, amount, input.cardId)
  const waiting = await updateSubscription(tx, subscription.id, { status: 'awaiting_payment', renew: false })
  if (!waiting) throw new Error('subscription vanished')
  return { kind: 'awaiting', subscription: waiting, shortfall: shortfall(account.balance, amount) }
}

async function findSubscription(tx: Db, id: number, lock = false): Promise<SubscriptionRow | null> {
  const query = tx.select().from(t.subscriptions).where(eq(t.subscriptions.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/**
 * The account locked first, then the subscription read again and locked: a parallel payment of the
 * same purchase (another tab, a gateway callback) waits here and then sees the first one's result.
 */
async function lockAwaiting(
  tx: Db,
  seen: SubscriptionRow,
): Promise<{ accountId: number; sub: SubscriptionRow } | null> {
  if (seen.accountId === null) return null
  const account = await lockAccount(tx, seen.accountId)
  if (!account) return null
  const sub = await findSubscription(tx, seen.id, true)
  return sub ? { accountId: account.id, sub } : null
}

/** Charges a locked subscription that still awaits payment (one already active counts as paid). */
async function chargeAwaiting(
  tx: Db,
  accountId: number,
  sub: SubscriptionRow,
  type: PurchaseTypeRow,
  packet: Pick<PacketRow, 'kind' | 'includedPacketIds'>,
  now: Date,
): Promise<boolean> {
  if (sub.status === 'active') return true
  if (sub.status !== 'awaiting_payment') return false
  const ref = { kind: 'purchase' as const, at: now, subscriptionId: sub.id }
  if (!(await debit(tx, accountId, sub.amount, ref))) return false
  const days = sub.type === 'trial' ? type.trialDays : type.periodDays
  const renew = packet.kind !== 'content'
  // A next period bought while one runs starts when that one ends, as if paid at once (a future);
  // any other purchase starts now.
  const start = sub.startedAt > now ? sub.startedAt : now
  await updateSubscription(tx, sub.id, {
    status: 'active',
    startedAt: start,
    expiresAt: addDays(start, days),
    renew,
    nextPayAt: renew ? addDays(start, days) : null,
  })
  await takeOverIncluded(tx, sub.userId, packet, now)
  return true
}

/**
 * Charges an awaiting subscription from the balance; true when it is active afterwards. A parallel
 * payment of the same purchase charges once, the second one finds it active and charges nothing; a
 * purchase cancelled meanwhile is not charged or revived.
 */
export async function activateAwaiting(
  tx: Db,
  seen: SubscriptionRow,
  type: PurchaseTypeRow,
  packet: Pick<PacketRow, 'kind' | 'includedPacketIds'>,
  now: Date,
): Promise<boolean> {
  const locked = await lockAwaiting(tx, seen)
  return locked ? chargeAwaiting(tx, locked.accountId, locked.sub, type, packet, now) : false
}

/** What paying an awaiting purchase at a purchase type costs: its own amount, or the type's if another. */
export const awaitingPrice = (sub: SubscriptionRow, type: PurchaseTypeRow) =>
  sub.purchaseTypeId === type.id ? sub.amount : type.amount

/**
 * Pays an awaiting purchase from the balance at the purchase type chosen now (its price when the
 * viewer picked another period meanwhile); true when it is active afterwards. Repriced only under
 * the account's lock and while it still awaits: a purchase a parallel request has just paid keeps
 * the period it was paid for.
 */
export async function payAwaiting(
  tx: Db,
  seen: SubscriptionRow,
  type: PurchaseTypeRow,
  packet: Pick<PacketRow, 'kind' | 'includedPacketIds'>,
  now: Date,
): Promise<boolean> {
  const locked = await lockAwaiting(tx, seen)
  if (!locked) return false
  const sub =
    locked.sub.status === 'awaiting_payment' && locked.sub.purchaseTypeId !== type.id
      ? ((await updateSubscription(tx, locked.sub.id, {
          purchaseTypeId: type.id,
          amount: type.amount,
          type: 'regular',
        })) ?? locked.sub)
      : locked.sub
  return chargeAwaiting(tx, locked.accountId, sub, type, packet, now)
}

/**
 * Issue 29: a bundle that starts running takes over the packets it includes, so nothing is paid
 * twice for the same channels: each of the viewer's subscriptions of an included packet goes as
 * takeoverOf says (renewal stopped, a bought next period cancelled and refunded, an unpaid purchase
 * cancelled). Runs in the purchase's transaction, after its account lock.
 */
export async function takeOverIncluded(
  tx: Db,
  userId: number,
  bundle: Pick<PacketRow, 'includedPacketIds'>,
  now: Date,
): Promise<void> {
  if (bundle.includedPacketIds.length === 0) return
  const subs = await tx
    .select()
    .from(t.subscriptions)
    .where(
      and(eq(t.subscriptions.userId, userId), inArray(t.subscriptions.packetId, bundle.includedPacketIds)),
    )
    .for('update')
  for (const sub of subs) {
    const takeover = takeoverOf(sub, now)
    if (takeover === 'stop_renewal') await updateSubscription(tx, sub.id, { renew: false, nextPayAt: null })
    else if (takeover !== 'keep') await cancelWithin(tx, sub, now)
  }
}

export { addDays }
