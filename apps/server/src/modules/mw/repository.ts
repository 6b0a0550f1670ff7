import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { mwAddresses, mwCities, mwSessions, providers, users } from '../../db/schema/index.ts'

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

/**
 * A city's addresses the middleware has no phone for, claimable only by their subscriber (issue 30):
 * the middleware's record of that subscriber (their account's phone) must be the phone whose code was
 * just checked. Another phone sees none of them (it must not land in someone else's account).
 */
const claimableByCity = (cityId: number, phone: string) =>
  and(eq(mwAddresses.cityId, cityId), isNull(mwAddresses.phone), eq(users.phone, phone))

export async function addressesOfCity(db: Db, cityId: number, phone: string): Promise<MwAddressRow[]> {
  const rows = await db
    .select({ address: mwAddresses })
    .from(mwAddresses)
    .innerJoin(users, eq(users.id, mwAddresses.userId))
    .where(claimableByCity(cityId, phone))
    .orderBy(asc(mwAddresses.id))
  return rows.map((r) => r.address)
}

/** An address the session may choose: one of its phone's, or one of its chosen city's claimable by it. */
export async function findSelectableAddress(db: Db, session: MwSessionRow, addressId: number) {
  const byCity = session.cityId === null ? undefined : claimableByCity(session.cityId, session.phone)
  const [row] = await db
    .select({ address: mwAddresses })
    .from(mwAddresses)
    .innerJoin(users, eq(users.id, mwAddresses.userId))
    .where(and(eq(mwAddresses.id, addressId), or(eq(mwAddresses.phone, session.phone), byCity)))
    .limit(1)
  return row?.address ?? null
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

/** Demo only (/dev/mw_subscriber): a city's addresses the middleware keeps for a subscriber without a phone. */
export async function insertCityAddresses(
  db: Db,
  rows: { cityName: string; address: string; providerId: number; userId: number }[],
) {
  const cities = await listCities(db)
  const values = rows.flatMap((r) => {
    const city = cities.find((c) => c.name === r.cityName)
    return city
      ? [{ phone: null, cityId: city.id, providerId: r.providerId, userId: r.userId, address: r.address }]
      : []
  })
  return values.length ? db.insert(mwAddresses).values(values).returning() : []
}
