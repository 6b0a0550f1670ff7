import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { messages } from '../../db/schema/index.ts'
import { viewerData } from '../../lib/viewer-data.ts'

export type MessageRow = typeof messages.$inferSelect

const ofUser = (userId: number, id?: number) =>
  and(
    eq(messages.userId, userId),
    eq(messages.removed, false),
    id === undefined ? undefined : eq(messages.id, id),
  )

/** A viewer's messages (polled by every client, spec 1 §4), kept until they change (lib/viewer-data.ts). */
export const listMessages = viewerData((db, userId) =>
  db.select().from(messages).where(ofUser(userId)).orderBy(desc(messages.createdAt), desc(messages.id)),
)

/** Deleting keeps the row (removed, and read) but never lists it again; a removed one is not found. */
export async function removeMessage(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ removed: true, isRead: true })
    .where(ofUser(userId, id))
    .returning({ id: messages.id })
  return rows.length > 0
}

/** Marks one of the viewer's listed messages read; null when it is not theirs or was removed. */
export async function readMessage(db: Db, userId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db.update(messages).set({ isRead: true }).where(ofUser(userId, id)).returning()
  return row ?? null
}

/**
 * "Mark all read": one conditional UPDATE, so parallel calls mark each message once between them and
 * a message arriving meanwhile is either marked or stays unread, never half done.
 */
export async function readAllMessages(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(ofUser(userId), eq(messages.isRead, false)))
    .returning({ id: messages.id })
  return rows.length
}

/** Demo: a message to one viewer (/dev/messages), as an operator's back office would send it. */
export async function insertMessage(
  db: Db,
  row: { userId: number; title: string; text: string; createdAt: Date },
): Promise<MessageRow> {
  const [inserted] = await db.insert(messages).values(row).returning()
  if (!inserted) throw new Error('message not inserted')
  return inserted
}
