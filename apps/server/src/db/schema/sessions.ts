import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { at, reference } from './columns.ts'
import { belongsToUser, providers } from './users.ts'

// Signing in: tokens, one-time codes and their locks, the SMS outbox, the operator middleware's
// addresses and sessions.

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsToUser(),
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

/**
 * The wrong-check lock of a phone's codes, a login's passwords or a PIN (otp/codes.ts limitedCheck):
 * wrong checks since the last right one, and the checks running now, which count towards the limit until
 * they are answered (issue 8) but never as wrong ones (issue 30).
 */
export const otpLocks = pgTable('otp_locks', {
  phone: text('phone').primaryKey(),
  wrongCount: integer('wrong_count').notNull().default(0),
  lockedUntil: at('locked_until'),
  /** Checks admitted and not yet answered. */
  pending: integer('pending').notNull().default(0),
  /** When the last one was admitted: checks a crashed process never answered stop counting after a while. */
  pendingAt: at('pending_at'),
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
  providerId: reference('provider_id', () => providers.id),
  userId: belongsToUser(),
  address: text('address').notNull(),
})

export const mwSessions = pgTable('mw_sessions', {
  id: serial('id').primaryKey(),
  mwatHash: text('mwat_hash').notNull().unique(),
  phone: text('phone').notNull(),
  cityId: integer('city_id'),
  expiresAt: at('expires_at').notNull(),
})
