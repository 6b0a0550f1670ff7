import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { messages } from '../../db/schema/index.ts'
import { viewerData } from '../../lib/viewer-data.ts'

/** A viewer's messages (polled by every client, spec 1 §4), kept until they change (lib/viewer-data.ts). */
export const listMessages = viewerData((db, userId) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.removed, false)))
    .orderBy(desc(messages.createdAt), desc(messages.id)),
)

export async function removeMessage(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ removed: true })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning({ id: messages.id })
  return rows.length > 0
}
