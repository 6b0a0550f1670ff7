import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>

/** A 256-bit random secret, URL-safe (tokens, mwat): the client carries it in query strings. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this hash of a token, serial or code is stored, so a database leak leaks no credential. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function randomDigits(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10))
  return code
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, 32)
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, key] = stored?.split('$') ?? []
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length)
  return timingSafeEqual(actual, expected)
}

/** The prefix of a PIN hash migrated from clear text by SQL (0008): SHA-256, no salt. */
const LEGACY_PIN_SCHEME = 'sha256$'

/**
 * A PIN against its stored hash: a salted scrypt hash (hashPassword), or the unsalted SHA-256 that the
 * migration of clear PINs left (`rehash`: store a scrypt hash instead once it proved right).
 */
export async function verifyPin(
  pin: string,
  stored: string | null,
): Promise<{ ok: boolean; rehash: boolean }> {
  if (stored?.startsWith(LEGACY_PIN_SCHEME)) {
    const ok = sameHash(stored.slice(LEGACY_PIN_SCHEME.length), sha256(pin))
    return { ok, rehash: ok }
  }
  return { ok: await verifyPassword(pin, stored), rehash: false }
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
