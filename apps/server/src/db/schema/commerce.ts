import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, reference, translations } from './columns.ts'
import { channels } from './live.ts'
import { belongsToUser } from './users.ts'

// What is sold (spec 3 §3): packets, their periods and bundles, subscriptions, trials, promo codes, offers.

export interface PacketDesignSpec {
  background_mobile: string | null
  background_tv: string | null
  logo: string | null
  corner_badge: string | null
  special_features: { x1: string; x2: string; x3: string; width: number; height: number }[]
}

/** A line of a packet's benefits: its icon and text (ru), the text's translations beside it. */
export interface PacketBenefit {
  icon: string
  text: string
  i18n?: Partial<Record<'en' | 'kk' | 'uz', string>>
}

/**
 * A packet (spec 3 §3): what it sells (channels through packet_channels, titles through
 * contents.packet_ids and its libraries) and how it shows. Prices live in purchase_types.
 */
export const packets = pgTable('packets', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id').notNull().default(1),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  isBase: boolean('is_base').notNull(),
  kind: text('kind').$type<'base' | 'additional' | 'promo' | 'content'>().notNull().default('additional'),
  short: text('short').notNull().default(''),
  description: text('description').notNull().default(''),
  agreement: text('agreement'),
  isAdult: boolean('is_adult').notNull().default(false),
  libraryIds: jsonb('library_ids').$type<number[]>().notNull().default([]),
  /** Each benefit's text in ru, with its other languages beside it (issue 31, as survey answers). */
  benefits: jsonb('benefits').$type<PacketBenefit[]>().notNull().default([]),
  design: jsonb('design').$type<PacketDesignSpec | null>(),
  rowSlug: text('row_slug'),
  parentName: text('parent_name'),
  /** Packets a bundle packet contains. */
  includedPacketIds: jsonb('included_packet_ids').$type<number[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
  i18n: translations<'name' | 'short' | 'description' | 'agreement'>(),
})

/** A period and price of a packet (spec 3 §3 "Period"), with its optional trial. Minor units. */
export const purchaseTypes = pgTable(
  'purchase_types',
  {
    id: integer('id').primaryKey(),
    packetId: reference('packet_id', () => packets.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    periodDays: integer('period_days').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    trialAmount: bigint('trial_amount', { mode: 'number' }).notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('purchase_types_packet').on(t.packetId),
    check('purchase_types_amount_nonnegative', sql`${t.amount} >= 0 and ${t.trialAmount} >= 0`),
  ],
)

/** A provider's bundle (spec 3 §2 #bundles): its packets under a custom name, price and description. */
export const bundles = pgTable('bundles', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id').notNull(),
  customName: text('custom_name').notNull(),
  customPrice: bigint('custom_price', { mode: 'number' }).notNull(),
  customDescription: text('custom_description').notNull(),
  internetSpeed: text('internet_speed'),
  packetIds: jsonb('packet_ids').$type<number[]>().notNull(),
  /** Issue 31: the bundle's texts in the other languages (they stayed Russian). */
  i18n: translations<'customName' | 'customDescription' | 'internetSpeed'>(),
})

export const packetChannels = pgTable(
  'packet_channels',
  {
    packetId: reference('packet_id', () => packets.id, { onDelete: 'cascade' }),
    channelId: reference('channel_id', () => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packetId, t.channelId] })],
)

export type SubscriptionStatus = 'awaiting_payment' | 'active' | 'paused' | 'cancelled'

/**
 * A user's subscription or purchase of a packet. It unlocks the packet's channels and titles while
 * status is active and started_at <= now < expires_at (a future one starts later). Renewing ones are
 * charged again at next_pay_at by the renewal job; a failed renewal pauses it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    packetId: reference('packet_id', () => packets.id),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    purchaseTypeId: integer('purchase_type_id'),
    accountId: integer('account_id'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    type: text('type').$type<'regular' | 'trial' | 'promo'>().notNull().default('regular'),
    renew: boolean('renew').notNull().default(false),
    nextPayAt: at('next_pay_at'),
    allowDeletePaused: boolean('allow_delete_paused').notNull().default(true),
    /** What the current period cost, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at'),
  },
  (t) => [
    index('subscriptions_user').on(t.userId, t.expiresAt),
    index('subscriptions_renewal').on(t.nextPayAt),
  ],
)

/** Trials are given once per user and packet: the primary key is the guard. */
export const trialUses = pgTable(
  'trial_uses',
  {
    userId: belongsToUser(),
    packetId: integer('packet_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packetId] })],
)

/**
 * A promo code (spec 3 §3 "Promo data"). `amount` is a balance bonus in minor units; `days` of
 * `packet_ids` are granted as promo subscriptions. `max_uses` 1 makes it single-use in all (`uses`
 * counts redemptions, raised by a conditional update); null means once per user, any number of users.
 */
export const promoKeys = pgTable('promo_keys', {
  code: text('code').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  neededRefund: boolean('needed_refund').notNull(),
  isPaid: boolean('is_paid').notNull(),
  days: integer('days').notNull(),
  packetIds: jsonb('packet_ids').$type<number[]>().notNull(),
  description: text('description').notNull(),
  isNeedConfirm: boolean('is_need_confirm').notNull(),
  confirmationTitle: text('confirmation_title'),
  confirmationText: text('confirmation_text'),
  ottPacketIds: jsonb('ott_packet_ids').$type<number[]>().notNull().default([]),
  ottDays: integer('ott_days').notNull().default(0),
  needsCard: boolean('needs_card').notNull().default(false),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  afterRenewPacketId: integer('after_renew_packet_id'),
  packetsAfterTrial: jsonb('packets_after_trial').$type<number[]>().notNull().default([]),
  /** The texts a viewer reads (issue 29), in the other languages: the columns hold ru. */
  i18n: translations<'description' | 'confirmationTitle' | 'confirmationText'>(),
})

export const promoActivations = pgTable(
  'promo_activations',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoKeys.code),
    userId: belongsToUser(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('promo_activations_user_code').on(t.userId, t.code)],
)

/** An offer (spec 3 §3 "Offer") for one purchase type: paid from the balance or a pay system. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  userId: belongsToUser(),
  purchaseTypeId: integer('purchase_type_id').notNull(),
  packetId: integer('packet_id').notNull(),
  contentId: integer('content_id'),
  status: text('status').$type<'open' | 'paid' | 'failed'>().notNull().default('open'),
  transactionId: integer('transaction_id'),
  subscriptionId: integer('subscription_id'),
  createdAt: at('created_at').notNull(),
})
