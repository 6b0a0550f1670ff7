import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at } from './columns.ts'
import { belongsToUser } from './users.ts'

// What every server instance shares through the database (issue 8 "The server is stateless"): rate
// windows, signing keys, the demo gateway's outbox, the answers to Idempotency-Keys.

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

/** The first answer to each Idempotency-Key of a user, written in the same transaction as its effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: belongsToUser(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)
