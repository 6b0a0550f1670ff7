import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, reference } from './columns.ts'
import { belongsToUser } from './users.ts'

// Money (spec 3 §3): accounts and their ledger, cards, gateway transactions.

/** A user's money in one currency, minor units; never negative (the CHECK backs every conditional update). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    isPaymentAllowed: boolean('is_payment_allowed').notNull().default(true),
  },
  (t) => [
    uniqueIndex('accounts_user_currency').on(t.userId, t.currency),
    check('accounts_balance_nonnegative', sql`${t.balance} >= 0`),
  ],
)

/** Every balance change, one row each: the entries of an account sum to its balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: reference('account_id', () => accounts.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind')
      .$type<'opening' | 'topup' | 'purchase' | 'renewal' | 'refund' | 'promo' | 'card_link' | 'block_debt'>()
      .notNull(),
    transactionId: integer('transaction_id'),
    subscriptionId: integer('subscription_id'),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('ledger_entries_account').on(t.accountId)],
)

/** A linked card: the gateway's token stands for it; only the masked number is shown. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    accountId: integer('account_id').notNull(),
    number: text('number').notNull(),
    paysystem: text('paysystem').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('cards_user').on(t.userId)],
)

export type TransactionStatus = 'pending' | 'complete' | 'error'

/**
 * A payment through the gateway (top-up, a purchase's shortfall, a card link). pending → complete |
 * error by one conditional update each; a terminal row never changes. Completing credits the account
 * once (the update that moved it out of pending is the only one that credits).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    accountId: integer('account_id').notNull(),
    kind: text('kind').$type<'topup' | 'purchase' | 'card_link'>().notNull(),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paysystem: text('paysystem'),
    payform: text('payform'),
    subscriptionId: integer('subscription_id'),
    offerId: integer('offer_id'),
    cardId: integer('card_id'),
    saveCard: boolean('save_card').notNull().default(false),
    neededRefund: boolean('needed_refund').notNull().default(false),
    returnUrl: text('return_url'),
    /** The unguessable id of the gateway page and callback (the row id is not a secret). */
    gatewayToken: text('gateway_token').notNull().unique(),
    phone: text('phone'),
    smsCodeHash: text('sms_code_hash'),
    /** Wrong SMS codes so far: the fifth fails the payment. */
    smsAttempts: integer('sms_attempts').notNull().default(0),
    statusDescription: text('status_description'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('transactions_user').on(t.userId),
    check('transactions_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
)
