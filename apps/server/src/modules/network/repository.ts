import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { menuPages, providers } from '../../db/schema/index.ts'
import { publicData, publicDataBy } from '../../lib/public-cache.ts'

export type ProviderRow = typeof providers.$inferSelect

const providerBy = publicDataBy(async (db: Db, key: string): Promise<ProviderRow | null> => {
  const condition = /^\d{1,9}$/.test(key) ? eq(providers.id, Number(key)) : eq(providers.shortname, key)
  const [row] = await db.select().from(providers).where(condition).limit(1)
  return row ?? null
})

/**
 * By numeric id or shortname (the `provider` query of network info, spec 1 §7). Public data, kept for a
 * minute (lib/public-cache.ts): network info and every stream answer read it.
 */
export function findProvider(db: Db, idOrShortname: string | number): Promise<ProviderRow | null> {
  return providerBy(db, String(idOrShortname))
}

export const listMenuPages = publicData((db: Db) =>
  db.select().from(menuPages).orderBy(asc(menuPages.position)),
)
