import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { programs } from '../../db/schema/index.ts'

export type ProgramRow = typeof programs.$inferSelect

export async function listPrograms(db: Db): Promise<ProgramRow[]> {
  return db.select().from(programs).orderBy(asc(programs.id))
}

export async function findProgram(db: Db, id: number): Promise<ProgramRow | null> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id)).limit(1)
  return row ?? null
}
