import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { mwAddresses, mwCities, mwSessions, providers } from '../../db/schema/index.ts'

export type MwSessionRow = typeof mwSessions.$inferSelect
export type MwAddressRow = typeof mwAddresses.$inferSelect

export async function insertSession(db: Db, row: { mwatHash: string; phone: string; expiresAt: Date }) {
  await db.insert(mwSessions).values(row)
}

export async function findSession(db: Db, mwatHash: string): Promise<MwSessionRow | null> {
  const [row] = await db.select().from(mwSessions).where(eq(mwSessions.mwatHash, mwatHash)).limit(1)
  return row ?? null
}

export async function setSessionCity(db: Db, id: number, cityId: number) {
  await db.update(mwSessions).set({ cityId }).where(eq(mwSessions.id, id))
}

export async function deleteSession(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(mwSessions).where(eq(mwSessions.id, id)).returning({ id: mwSessions.id })
  return rows.length > 0
}

export async function addressesOfPhone(db: Db, phone: string): Promise<MwAddressRow[]> {
  return db.select().from(mwAddresses).where(eq(mwAddresses.phone, phone)).orderBy(asc(mwAddresses.id))
}

/** Addresses found by city are those the middleware has no phone for. */
export async function addressesOfCity(db: Db, cityId: number): Promise<MwAddressRow[]> {
  return db
    .select()
    .from(mwAddresses)
    .where(and(eq(mwAddresses.cityId, cityId), isNull(mwAddresses.phone)))
    .orderBy(asc(mwAddresses.id))
}

/** An address the session may choose: one of its phone's, or one of its chosen city's. */
export async function findSelectableAddress(db: Db, session: MwSessionRow, addressId: number) {
  const byCity =
    session.cityId === null
      ? undefined
      : and(eq(mwAddresses.cityId, session.cityId), isNull(mwAddresses.phone))
  const [row] = await db
    .select()
    .from(mwAddresses)
    .where(and(eq(mwAddresses.id, addressId), or(eq(mwAddresses.phone, session.phone), byCity)))
    .limit(1)
  return row ?? null
}

export async function listCities(db: Db) {
  return db.select().from(mwCities).orderBy(asc(mwCities.name))
}

export async function findCity(db: Db, id: number) {
  const [row] = await db.select().from(mwCities).where(eq(mwCities.id, id)).limit(1)
  return row ?? null
}

/** The provider that runs the middleware flow (spec 1 §4), for its code length. */
export async function middlewareProvider(db: Db) {
  const [row] = await db
    .select()
    .from(providers)
    .where(eq(providers.middlewareOtp, true))
    .orderBy(asc(providers.id))
    .limit(1)
  return row ?? null
}
