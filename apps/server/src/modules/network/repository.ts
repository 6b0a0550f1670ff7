import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { menuPages, providers } from '../../db/schema.ts'

export type ProviderRow = typeof providers.$inferSelect

/** By numeric id or shortname (the `provider` query of network info, spec 1 §7). */
export async function findProvider(db: Db, idOrShortname: string | number): Promise<ProviderRow | null> {
  const key = String(idOrShortname)
  const condition = /^\d{1,9}$/.test(key) ? eq(providers.id, Number(key)) : eq(providers.shortname, key)
  const [row] = await db.select().from(providers).where(condition).limit(1)
  return row ?? null
}

export async function listMenuPages(db: Db) {
  return db.select().from(menuPages).orderBy(asc(menuPages.position))
}
