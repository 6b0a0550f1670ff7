import { asc, eq, inArray } from 'drizzle-orm'
import type { InfoPageKind } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import { infoPageItems, infoPages } from '../../db/schema/index.ts'
import { publicDataBy } from '../../lib/public-cache.ts'

export type InfoPageRow = typeof infoPages.$inferSelect
export type InfoPageItemRow = typeof infoPageItems.$inferSelect
export interface StoredInfoPage {
  page: InfoPageRow
  items: InfoPageItemRow[]
}

/**
 * The information pages of one kind with their items, in order. Operator data nothing in the product
 * writes: read at most once a minute per instance (lib/public-cache.ts).
 */
export const infoPagesOfKind = publicDataBy(async (db: Db, kind: InfoPageKind): Promise<StoredInfoPage[]> => {
  const pages = await db
    .select()
    .from(infoPages)
    .where(eq(infoPages.kind, kind))
    .orderBy(asc(infoPages.position), asc(infoPages.id))
  if (pages.length === 0) return []
  const items = await db
    .select()
    .from(infoPageItems)
    .where(
      inArray(
        infoPageItems.pageId,
        pages.map((p) => p.id),
      ),
    )
    .orderBy(asc(infoPageItems.position), asc(infoPageItems.id))
  return pages.map((page) => ({ page, items: items.filter((item) => item.pageId === page.id) }))
})
