import { eq, sql } from 'drizzle-orm'
import { isIPv4, isIPv6 } from 'node:net'
import type { Db } from '../../db/connect.ts'
import { rateHits } from '../../db/schema/index.ts'
import { tooManyRequests } from '../../plugins/api-error.ts'

/*
 * Limits per address and per address and account (issue 8), kept in the database so they hold across
 * server instances: one upserted row per key counts the hits of its current window, atomically.
 * Issue 30: an IPv6 caller counts by its /64 (one subscriber's network: a host picks any address in
 * it), and every limit has a daily cap besides its 15-minute window.
 */

export const LIMIT_WINDOW_MS = 15 * 60_000
export const DAY_MS = 24 * 60 * 60_000

/** What one address (or viewer) may do in a window. */
export const LIMITS = {
  /** SMS sends from one address, whatever the phone (cost abuse). */
  smsPerAddress: 10,
  /** Code or password checks from one address, whatever the phone or login. */
  checksPerAddress: 30,
  /**
   * Checks from one address for one phone or login: below the 5 wrong that lock it, so one address
   * cannot lock another viewer's phone (it is limited first).
   */
  checksPerAddressAndKey: 4,
  /** Promo codes a viewer may try that turn out unknown (guessing). */
  promoGuessesPerViewer: 10,
  /** Unknown promo codes tried from one address, whoever asks (the code info is public). */
  promoGuessesPerAddress: 30,
  /** Accounts (guests and phone users) created from one address. */
  accountsPerAddress: 20,
} as const

/**
 * Daily caps (issue 30: a 15-minute lock that resets all day let ~288 SMS a day reach one phone).
 * Each counts over 24 hours from its first hit; `EFIR_DAILY_CAPS` changes them (`dailyCapsFrom`).
 */
export interface DailyCaps {
  /** SMS to one phone, whoever asks (codes and payment confirmations). */
  smsPerPhone: number
  /** SMS sent at the request of one address (an address limit: off with EFIR_ADDRESS_LIMITS=0). */
  smsPerAddress: number
  /** Wrong checks of one phone's codes or one login's password, from anywhere. */
  checksPerKey: number
  /** Unknown promo codes one viewer tries. */
  promoGuessesPerViewer: number
  /** Accounts created from one address (an address limit). */
  accountsPerAddress: number
}

export const DEFAULT_DAILY_CAPS: Readonly<DailyCaps> = {
  smsPerPhone: 10,
  smsPerAddress: 50,
  checksPerKey: 20,
  promoGuessesPerViewer: 30,
  accountsPerAddress: 200,
}

const CAP_NAMES: Readonly<Record<string, keyof DailyCaps>> = {
  sms_per_phone: 'smsPerPhone',
  sms_per_address: 'smsPerAddress',
  checks_per_key: 'checksPerKey',
  promo_guesses_per_viewer: 'promoGuessesPerViewer',
  accounts_per_address: 'accountsPerAddress',
}

/**
 * `EFIR_DAILY_CAPS`: comma-separated `name=count` (`sms_per_phone=5,accounts_per_address=1000`); the
 * names not given keep their defaults. A name or count it cannot read stops the start with a message.
 */
export function dailyCapsFrom(value: string | undefined): DailyCaps {
  const caps = { ...DEFAULT_DAILY_CAPS }
  for (const part of (value ?? '').split(',')) {
    if (part.trim() === '') continue
    const [name = '', count = ''] = part.split('=').map((s) => s.trim())
    const field = CAP_NAMES[name]
    if (!field || !/^\d+$/.test(count))
      throw new Error(`EFIR_DAILY_CAPS: cannot read "${part}" (names: ${Object.keys(CAP_NAMES).join(', ')})`)
    caps[field] = Number(count)
  }
  return caps
}

/** An IPv6 address's eight groups (null when it is not one). */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0] ?? ''
  if (!isIPv6(plain)) return null
  const halves = plain.split('::')
  const groupsOf = (part: string | undefined): number[] =>
    !part
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const head = groupsOf(halves[0])
  const tail = groupsOf(halves[1])
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail]
}

/**
 * The address a limit counts (issue 30): an IPv4 address as it is; an IPv6 address by its /64, since
 * one subscriber is given a whole /64 (14 SMS from 14 addresses of one /64 all went through); an
 * IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as its IPv4 address.
 */
export function limitedAddress(remote: string): string {
  if (isIPv4(remote)) return remote
  const groups = ipv6Groups(remote)
  if (!groups) return remote
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** What a 429 of a limit says (the address's by default). */
export type LimitText = Parameters<typeof tooManyRequests>[0]

/** Counts a hit of `key`; 429 (with retry_after) when the window already had `limit` hits. */
export async function hit(
  db: Db,
  key: string,
  limit: number,
  now: Date,
  windowMs = LIMIT_WINDOW_MS,
  text: LimitText = 'too_many_requests',
) {
  const at = sql`${now.toISOString()}::timestamptz`
  const expired = sql`${rateHits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateHits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateHits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateHits.windowStart} end`,
      },
    })
    .returning({ hits: rateHits.hits, windowStart: rateHits.windowStart })
  if (!row) throw new Error('rate limit row was not written')
  if (row.hits > limit) {
    const waitMs = row.windowStart.getTime() + windowMs - now.getTime()
    throw tooManyRequests(text, waitMs / 1000)
  }
}

/** A limit to count: its key, how many hits its window allows, and the window (15 minutes or a day). */
export interface Limit {
  key: string
  limit: number
  windowMs: number
  text?: LimitText
}

/** The 15-minute limit and the daily cap of one key (`${key}` and `${key}:day`). */
export const windowAndDay = (key: string, limit: number, dailyCap: number, text?: LimitText): Limit[] => [
  { key, limit, windowMs: LIMIT_WINDOW_MS, ...(text ? { text } : {}) },
  { key: `${key}:day`, limit: dailyCap, windowMs: DAY_MS, ...(text ? { text } : {}) },
]

/**
 * Claims one hit of each limit, in order (429 at the first that is spent; the hits already claimed
 * stay counted, as a refused try is still a try); answers the refund of them all, for a try that
 * proves right (a right code, a known promo code) and so counts against nobody.
 */
export async function claim(db: Db, limits: readonly Limit[], now: Date): Promise<() => Promise<void>> {
  for (const l of limits) await hit(db, l.key, l.limit, now, l.windowMs, l.text)
  return async () => {
    for (const l of limits) await refund(db, l.key)
  }
}

/** Gives a hit back (a check that proved right counts against nobody). */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(rateHits)
    .set({ hits: sql`greatest(${rateHits.hits} - 1, 0)` })
    .where(eq(rateHits.key, key))
}
