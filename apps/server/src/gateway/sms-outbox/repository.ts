import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { smsOutbox } from '../../db/schema/index.ts'

export type SmsRow = typeof smsOutbox.$inferSelect

/** Serialises sends per phone inside a transaction, so the rate limit cannot be raced. */
export async function lockPhone(db: Db, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`)
}

export async function sentSince(db: Db, phone: string, since: Date): Promise<SmsRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), gt(smsOutbox.createdAt, since)))
    .orderBy(asc(smsOutbox.createdAt))
}

export async function insertSms(db: Db, row: Omit<typeof smsOutbox.$inferInsert, 'id'>): Promise<void> {
  await db.insert(smsOutbox).values(row)
}

export async function listOutbox(db: Db, phone: string | undefined, limit: number): Promise<SmsRow[]> {
  const query = db.select().from(smsOutbox)
  const filtered = phone ? query.where(eq(smsOutbox.phone, phone)) : query
  return filtered.orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit)
}
