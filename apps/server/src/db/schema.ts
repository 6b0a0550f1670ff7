import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
  doublePrecision,
} from 'drizzle-orm/pg-core'
import type { PlainKey } from '../i18n/messages.ts'

// Every time is written by the app from its injected clock (never SQL now()), so tests can move time.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Presentation data of a provider that the server does not query by (landing, branding, currency). */
export interface ProviderDisplay {
  landing: {
    logo: string | null
    support: {
      email: string | null
      phone: string | null
      url: string | null
      messenger: { kind: 'whatsapp' | 'telegram'; url: string } | null
    }
    regform_btn_url: string | null
    regform_btn_caption: string | null
  }
  branding: {
    logo: string
    colors: {
      primary: string
      on_primary: string
      accent: string
      background: string
      surface: string
      text: string
    }
  }
  currency: { UTF_NAME: string; ASCII_NAME: string; ISO_CODE: string; FORMAT: string }
  is_have_purchases: boolean
  proxy: string | null
}

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  shortname: text('shortname').notNull().unique(),
  name: text('name').notNull(),
  isGuestAllowed: boolean('is_guest_allowed').notNull(),
  promoDays: integer('promo_days'),
  autoAuth: text('auto_auth'),
  phoneMask: text('phone_mask').notNull(),
  phoneOtpLength: integer('phone_otp_length').notNull(),
  middlewareOtp: boolean('middleware_otp').notNull(),
  promoEnabled: boolean('promo_enabled').notNull(),
  forbiddenCountries: jsonb('forbidden_countries').$type<string[]>().notNull(),
  display: jsonb('display').$type<ProviderDisplay>().notNull(),
})

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  username: text('username').notNull().unique(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  isGuest: boolean('is_guest').notNull().default(false),
  dateJoined: at('date_joined').notNull(),
  timezone: text('timezone').notNull().default('Asia/Almaty'),
  referId: text('refer_id'),
  appVersion: text('app_version'),
  parentalStatus: text('parental_status').$type<'set' | 'notset' | 'ignore'>().notNull().default('notset'),
  /**
   * Only a hash of the parental PIN (issue 8): `scrypt$…` (lib/secrets.ts), or `sha256$…` for a PIN
   * migrated from clear text by 0008, upgraded to scrypt on its first right check.
   */
  parentalCodeHash: text('parental_code_hash'),
  deviceLimit: integer('device_limit').notNull().default(5),
  /** spec 1 §4 "Block status": -2 blocked, -1 `blockAmount` owed (paying it lifts the block), 0 none. */
  blockStatus: integer('block_status').notNull().default(0),
  /** What a -1 block owes, in minor units. */
  blockAmount: bigint('block_amount', { mode: 'number' }).notNull().default(0),
  /** Profile chosen by tokens that carry no device (spec 1 §4 "Profiles"). */
  currentProfileId: integer('current_profile_id'),
})

export interface DeviceSettings {
  parentalChannels: number
}
export interface DeviceParentalSettings {
  duration: number
  pay: boolean
  profile: boolean
  program: boolean
  vod: boolean
  channel: boolean
  settings: boolean
}

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The serial is the device's re-authorisation secret: only its hash and a short hint are kept.
    serialHash: text('serial_hash').notNull(),
    serialHint: text('serial_hint').notNull(),
    deviceType: text('device_type').$type<'tv' | 'tablet' | 'phone' | 'pc'>().notNull(),
    vendor: text('vendor').notNull(),
    model: text('model').notNull(),
    version: text('version').notNull(),
    osName: text('os_name').notNull(),
    osVersion: text('os_version').notNull(),
    applicationType: text('application_type').$type<'web' | 'android-mobile' | 'ios'>().notNull(),
    loginAt: at('login_at').notNull(),
    settings: jsonb('settings').$type<DeviceSettings>().notNull(),
    parentalSettings: jsonb('parental_settings').$type<DeviceParentalSettings>().notNull(),
    notification: jsonb('notification').$type<{ notification_type: string; token: string } | null>(),
    currentProfileId: integer('current_profile_id'),
  },
  (t) => [uniqueIndex('devices_user_serial').on(t.userId, t.serialHash)],
)

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id'),
    /** The sign-in this token continues (the login's token id); null for the login's own token. */
    signInId: integer('sign_in_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** On a sign-in's own token: the last right PIN of that sign-in (adult streams, issue 8). */
    parentalPassedAt: at('parental_passed_at'),
  },
  (t) => [
    index('tokens_user').on(t.userId),
    index('tokens_device').on(t.deviceId),
    index('tokens_sign_in').on(t.signInId),
  ],
)

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** 'login' for /v2/otps, 'mw' for the middleware flow, 'phone' proves a new phone, 'pin' resets the PIN. */
    purpose: text('purpose').$type<'login' | 'mw' | 'phone' | 'pin'>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('otp_codes_phone').on(t.phone, t.createdAt)],
)

/** Requests counted per key (an address, an address and a phone) in a fixed window (issue 8 limits). */
export const rateHits = pgTable('rate_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: at('window_start').notNull(),
})

/**
 * Keys every server instance signs and checks with (issue 8 "The server is stateless": a key drawn at
 * random per process would make one instance refuse what another signed; the demo gateway's callback
 * key, the media token key). Made once, by whichever instance asks first.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url of 32 random bytes. */
  value: text('value').notNull(),
})

/**
 * The demo gateway's callbacks still to send (its outbox): each is sent by the instance that took the
 * payment when due, or, if that instance stopped, by any instance's sweep once due and not claimed
 * (`claimed_until`, a lease). Delivered ones keep `delivered_at`.
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    body: jsonb('body')
      .$type<{
        token: string
        status: 'complete' | 'error'
        card: { number: string; token: string } | null
        signature: string
      }>()
      .notNull(),
    dueAt: at('due_at').notNull(),
    claimedUntil: at('claimed_until'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('gateway_callbacks_due')
      .on(t.dueAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
)

export const otpLocks = pgTable('otp_locks', {
  phone: text('phone').primaryKey(),
  wrongCount: integer('wrong_count').notNull().default(0),
  lockedUntil: at('locked_until'),
})

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sms_outbox_phone').on(t.phone, t.createdAt)],
)

export const mwCities = pgTable('mw_cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
})

export const mwAddresses = pgTable('mw_addresses', {
  id: serial('id').primaryKey(),
  /** Phone the operator's middleware knows this address by; null for addresses found only by city. */
  phone: text('phone'),
  cityId: integer('city_id').references(() => mwCities.id),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
})

export const mwSessions = pgTable('mw_sessions', {
  id: serial('id').primaryKey(),
  mwatHash: text('mwat_hash').notNull().unique(),
  phone: text('phone').notNull(),
  cityId: integer('city_id'),
  expiresAt: at('expires_at').notNull(),
})

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  role: text('role').$type<'adult' | 'child'>().notNull(),
  iconAvatarId: integer('icon_avatar_id'),
  createdAt: at('created_at').notNull(),
})

export const avatarCategories = pgTable('avatar_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
})

export const avatars = pgTable('avatars', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => avatarCategories.id),
  src: text('src').notNull(),
})

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'channel' | 'program' | 'person' | 'content'>().notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorites_user_object').on(t.userId, t.kind, t.objectId)],
)

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull(),
  removed: boolean('removed').notNull().default(false),
})

export const surveyQuestions = pgTable('survey_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  description: text('description'),
  allowUserAnswer: boolean('allow_user_answer').notNull(),
  answers: jsonb('answers').$type<{ id: number; text: string }[]>().notNull(),
})

export const surveyAnswers = pgTable('survey_answers', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => surveyQuestions.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  answerIds: jsonb('answer_ids').$type<number[]>().notNull(),
  userText: text('user_text'),
  createdAt: at('created_at').notNull(),
})

export const seoMasks = pgTable('seo_masks', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  textType: text('text_type').$type<'h1' | 'title' | 'description' | 'keywords' | 'shareTitle'>().notNull(),
  text: text('text').notNull(),
})

export const menuPages = pgTable('menu_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  /** Fallback title; `titles` holds it per interface language (the answer follows Accept-Language). */
  title: text('title').notNull(),
  titles: jsonb('titles').$type<Partial<Record<'ru' | 'en' | 'kk' | 'uz', string>>>().notNull().default({}),
  template: text('template')
    .$type<'outer_link' | 'startpage' | 'catalog' | 'search' | 'starpage' | 'my' | 'tvchannels'>()
    .notNull(),
  kind: text('kind').$type<'default' | 'my'>().notNull(),
  icon: text('icon'),
  url: text('url'),
  inBottomBar: boolean('in_bottom_bar').notNull(),
  position: integer('position').notNull(),
})

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
})

export const promoActivations = pgTable(
  'promo_activations',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoKeys.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('promo_activations_user_code').on(t.userId, t.code)],
)

export const stats = pgTable(
  'stats',
  {
    statId: integer('stat_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    duration: integer('duration').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statId, t.userId] })],
)

export const adIds = pgTable(
  'ad_ids',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    vendor: text('vendor').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ad_ids_user_identifier').on(t.userId, t.vendor, t.identifier)],
)

/** Texts stored per interface language (the answer follows Accept-Language). */
export type LocalizedText = Partial<Record<'ru' | 'en' | 'kk' | 'uz', string>>

/** A live channel (spec 2 §3 "Channel"); flags per viewer (purchased, favoured) are computed. */
export const channels = pgTable('channels', {
  id: integer('id').primaryKey(),
  number: integer('number').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** The kind of programmes the EPG generator airs on it. */
  theme: text('theme')
    .$type<'general' | 'news' | 'sport' | 'movies' | 'music' | 'kids' | 'adult' | 'nature'>()
    .notNull(),
  age: integer('age'),
  color: text('color').notNull(),
  isFree: boolean('is_free').notNull(),
  isAvailable: boolean('is_available').notNull(),
  /** Message-catalogue key of the access error shown for an unavailable channel. */
  accessError: text('access_error').$type<PlainKey>(),
  isHidden: boolean('is_hidden').notNull().default(false),
  isFixed: boolean('is_fixed').notNull().default(false),
  is4k: boolean('is_4k').notNull().default(false),
  isHd: boolean('is_hd').notNull().default(true),
  archivedDays: integer('archived_days').notNull(),
  vitrinaUrl: text('vitrina_url'),
  streamType: text('stream_type').$type<'hls' | 'dash_clearkey' | 'vitrina'>().notNull().default('hls'),
  /** Free channels may carry a pre-roll (spec 2 §4 "Advertising"). */
  hasPreRoll: boolean('has_pre_roll').notNull().default(false),
})

export const channelCategories = pgTable('channel_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  short: text('short'),
  position: integer('position').notNull(),
  isAllChannels: boolean('is_all_channels').notNull().default(false),
  isStartup: boolean('is_startup').notNull().default(false),
  isAdult: boolean('is_adult').notNull().default(false),
  is4k: boolean('is_4k').notNull().default(false),
})

export const categoryChannels = pgTable(
  'category_channels',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => channelCategories.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.channelId] })],
)

/** The programme catalogue the EPG airs (spec 2 §3 "program"). */
export const programs = pgTable('programs', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  theme: text('theme').notNull(),
  age: integer('age').notNull(),
  genres: jsonb('genres').$type<{ id: number; name: string }[]>().notNull(),
  year: integer('year'),
  country: text('country'),
  isSeries: boolean('is_series').notNull().default(false),
  /** Rights forbid catch-up of every airing (spec 2 §8 "archive unavailable"). */
  catchupBanned: boolean('catchup_banned').notNull().default(false),
  color: text('color').notNull(),
})

export interface PacketDesignSpec {
  background_mobile: string | null
  background_tv: string | null
  logo: string | null
  corner_badge: string | null
  special_features: { x1: string; x2: string; x3: string; width: number; height: number }[]
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
  benefits: jsonb('benefits').$type<{ icon: string; text: string }[]>().notNull().default([]),
  design: jsonb('design').$type<PacketDesignSpec | null>(),
  rowSlug: text('row_slug'),
  parentName: text('parent_name'),
  /** Packets a bundle packet contains. */
  includedPacketIds: jsonb('included_packet_ids').$type<number[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
})

/** A period and price of a packet (spec 3 §3 "Period"), with its optional trial. Minor units. */
export const purchaseTypes = pgTable(
  'purchase_types',
  {
    id: integer('id').primaryKey(),
    packetId: integer('packet_id')
      .notNull()
      .references(() => packets.id, { onDelete: 'cascade' }),
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
})

export const packetChannels = pgTable(
  'packet_channels',
  {
    packetId: integer('packet_id')
      .notNull()
      .references(() => packets.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packetId: integer('packet_id')
      .notNull()
      .references(() => packets.id),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packetId: integer('packet_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packetId] })],
)

/** A user's money in one currency, minor units; never negative (the CHECK backs every conditional update). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** The first answer to each Idempotency-Key of a user, written in the same transaction as its effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/** An offer (spec 3 §3 "Offer") for one purchase type: paid from the balance or a pay system. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purchaseTypeId: integer('purchase_type_id').notNull(),
  packetId: integer('packet_id').notNull(),
  contentId: integer('content_id'),
  status: text('status').$type<'open' | 'paid' | 'failed'>().notNull().default('open'),
  transactionId: integer('transaction_id'),
  subscriptionId: integer('subscription_id'),
  createdAt: at('created_at').notNull(),
})

/** One row per stream answer: its id is the stat id the client reports watched seconds under. */
export const playbackStarts = pgTable(
  'playback_starts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The channel played, or null for a VOD content (content_id). */
    channelId: integer('channel_id'),
    contentId: integer('content_id'),
    /** Catch-up start (unix seconds), null for live. */
    ts: integer('ts'),
    preview: boolean('preview').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('playback_starts_user').on(t.userId)],
)

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the device serial: the serial itself is a re-authorisation secret. */
    deviceHash: text('device_hash'),
    name: text('name').notNull(),
    /** When the client saw it (unix ms, as sent). */
    at: doublePrecision('at').notNull(),
    page: text('page'),
    value: text('value'),
    source: text('source'),
    type: text('type'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('analytics_events_name').on(t.name, t.receivedAt)],
)

/* ---- Catalogue (issue 4, spec 3 §3): read-only demo data, plus viewer histories and search records. ---- */

/** An online cinema (spec 3 §3 "Library"). */
export const libraries = pgTable('libraries', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
})

/** Main genres (parent null) and subgenres; each has its row (`/row/{slug}`). */
export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  parentId: integer('parent_id'),
})

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

export interface ContentImageSpec {
  type: 'poster' | 'cover' | 'bg' | 'title' | 'still' | 'person'
  ar: '2:3' | '3:4' | '9:16' | '16:9' | '4:3' | '1:1' | '21:9'
}
export interface PlaybackPointSpec {
  type: 'intro' | 'highlight' | 'credits'
  title: string
  start: number
  end: number
}

/** Films, series, programmes and episodes (spec 3 §3 "Content item"). */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    original: text('original'),
    year: integer('year'),
    contentType: text('content_type')
      .$type<'movie' | 'program' | 'series' | 'season' | 'episode'>()
      .notNull(),
    description: text('description').notNull(),
    genreIds: jsonb('genre_ids').$type<number[]>().notNull(),
    countryIds: jsonb('country_ids').$type<number[]>().notNull(),
    age: integer('age').notNull(),
    isAdult: boolean('is_adult').notNull().default(false),
    motionRating: text('motion_rating'),
    images: jsonb('images').$type<ContentImageSpec[]>().notNull(),
    color: text('color').notNull(),
    ratingImdb: doublePrecision('rating_imdb'),
    ratingKinopoisk: doublePrecision('rating_kinopoisk'),
    libraryId: integer('library_id').notNull(),
    duration: integer('duration').notNull(),
    is4k: boolean('is_4k').notNull().default(false),
    isFree: boolean('is_free').notNull(),
    packetIds: jsonb('packet_ids').$type<number[]>().notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isLost: boolean('is_lost').notNull().default(false),
    parentId: integer('parent_id'),
    season: integer('season'),
    series: integer('series'),
    isAnnouncement: boolean('is_announcement').notNull().default(false),
    playbackPoints: jsonb('playback_points').$type<PlaybackPointSpec[]>().notNull(),
    /** A programme aired on this channel (its catch-up sources). */
    channelId: integer('channel_id'),
    /** Higher is more popular: the order of "popular" rows and search results. */
    popularity: integer('popularity').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (t) => [index('contents_parent').on(t.parentId)],
)

export const trailers = pgTable('trailers', {
  id: integer('id').primaryKey(),
  contentId: integer('content_id').notNull(),
  title: text('title').notNull(),
  duration: integer('duration').notNull(),
})

export const persons = pgTable('persons', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  originalName: text('original_name'),
  hasImage: boolean('has_image').notNull(),
  bio: text('bio').notNull(),
  birthYear: integer('birth_year'),
  color: text('color').notNull(),
})

export const contentPersons = pgTable(
  'content_persons',
  {
    contentId: integer('content_id').notNull(),
    personId: integer('person_id').notNull(),
    role: text('role')
      .$type<'director' | 'actor' | 'producer' | 'writer' | 'composer' | 'presenter' | 'editor'>()
      .notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.personId, t.role] }),
    index('content_persons_person').on(t.personId),
  ],
)

/** Where a viewer stopped in a content (seeded for the demo user; saved stats add to it). */
export const contentHistory = pgTable(
  'content_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').notNull(),
    seconds: integer('seconds').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
)

/** Search-history records (spec 3 §3): the result a viewer picked. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    contentType: text('content_type').$type<'channel' | 'content'>().notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('search_history_user').on(t.userId, t.createdAt)],
)

export const news = pgTable('news', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  short: text('short').notNull(),
  text: text('text').notNull(),
  color: text('color').notNull(),
  publishedAt: at('published_at').notNull(),
})
