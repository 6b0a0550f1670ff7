import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { serverSecrets } from '../../db/schema/index.ts'
import { randomSecret } from '../../lib/secrets.ts'

/**
 * The signing key called `name`, the same for every server instance on this database: the first
 * instance to ask stores a random one (a concurrent first ask loses the insert and reads the winner's).
 * `create` makes a key that must have a form (a VAPID private key: a valid P-256 scalar), base64url.
 */
export async function sharedSecret(
  db: Db,
  name: string,
  create: () => string = randomSecret,
): Promise<Buffer> {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`server secret ${name} was not stored`)
  return Buffer.from(row.value, 'base64url')
}
