import { count, eq } from 'drizzle-orm'
import { bulkInsert } from '../db/bulk-insert.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import {
  CATALOGUE_SEO_MASKS,
  COUNTRIES,
  GENRES,
  LIBRARIES,
  buildCatalogue,
  demoHistory,
} from './catalogue-data.ts'

/**
 * Seeds the demo catalogue (issue 4) once: a database that already has contents is left alone, so
 * a database seeded before the catalogue existed gets it on the next start.
 */
export async function seedCatalogueIfEmpty(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.contents)
  if ((row?.n ?? 0) > 0) return false
  const seed = buildCatalogue(now)
  const [demo] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'demo'))
  await db.transaction(async (tx) => {
    await tx.insert(t.libraries).values(LIBRARIES)
    await tx.insert(t.genres).values(GENRES)
    await tx.insert(t.countries).values(COUNTRIES)
    await tx.insert(t.persons).values(seed.persons)
    await bulkInsert(tx, t.contents, seed.contents)
    await tx.insert(t.trailers).values(seed.trailers)
    await bulkInsert(tx, t.contentPersons, seed.contentPersons)
    await tx.insert(t.news).values(seed.news)
    await tx.insert(t.seoMasks).values(CATALOGUE_SEO_MASKS)
    if (demo) {
      await tx.insert(t.contentHistory).values(
        demoHistory(seed).map((h, i) => ({
          userId: demo.id,
          contentId: h.contentId,
          seconds: h.seconds,
          updatedAt: new Date(now.getTime() - i * 3_600_000),
        })),
      )
    }
  })
  return true
}
