import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { serverSecrets } from '../db/schema.ts'
import { randomSecret } from '../lib/secrets.ts'

const NAME = 'media_token_key'

/**
 * The HMAC key of media tokens: derived from the operator's EFIR_MEDIA_SECRET when set, else a
 * random key stored once in the database (the first instance to start writes it, every later one
 * reads the same row), so several instances behind one address accept each other's tokens.
 */
export async function loadMediaKey(db: Db, configured?: string): Promise<Buffer> {
  if (configured) return createHash('sha256').update(`efir-media:${configured}`).digest()
  await db.insert(serverSecrets).values({ name: NAME, value: randomSecret() }).onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME))
  if (!row) throw new Error('media token key missing after insert')
  return Buffer.from(row.value, 'base64url')
}
