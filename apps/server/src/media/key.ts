import { createHash } from 'node:crypto'
import type { Db } from '../db/connect.ts'
import { sharedSecret } from '../modules/secrets/repository.ts'

/**
 * The HMAC key of media tokens: derived from the operator's EFIR_MEDIA_SECRET when set, else the
 * random key every instance on the database shares, so instances behind one address accept each
 * other's tokens.
 */
export async function loadMediaKey(db: Db, configured?: string): Promise<Buffer> {
  if (configured) return createHash('sha256').update(`efir-media:${configured}`).digest()
  return sharedSecret(db, 'media_token_key')
}
