import { asc } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { seoMasks } from '../../db/schema/index.ts'

export async function listSeoMasks(db: Db) {
  return db.select().from(seoMasks).orderBy(asc(seoMasks.id))
}
