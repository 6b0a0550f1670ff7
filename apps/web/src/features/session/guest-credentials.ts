/** spec 1 §5: login and password basis is SHA1(identifier + serial) truncated to 32 characters. */
export const GUEST_CREDENTIAL_LENGTH = 32
/** spec 1 §3: refer_id of a guest who came from an app-sell click. */
export const APP_SELL_PREFIX = 'appsell_'

export interface GuestCredentials {
  username: string
  password: string
  refer_id?: string
}

/**
 * SHA-1 in hex: the platform's digest where it has one (secure contexts), else js-sha1, loaded only
 * then (a plain-http origin): no hashing library in the initial JavaScript (issue 32).
 */
export async function sha1Hex(
  text: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) return (await import('js-sha1')).sha1(text)
  const digest = await subtle.digest('SHA-1', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Guest login data (spec 1 §3 "Guest login", §5). The identifier is generated per guest; the password
 * hashes the identifier again with a fixed suffix so the two differ while both stay reproducible.
 */
export async function guestCredentials(
  identifier: string,
  serial: string,
  clickId?: string,
): Promise<GuestCredentials> {
  const basis = (await sha1Hex(identifier + serial)).slice(0, GUEST_CREDENTIAL_LENGTH)
  const password = (await sha1Hex(basis + serial + 'pwd')).slice(0, GUEST_CREDENTIAL_LENGTH)
  const creds: GuestCredentials = { username: basis, password }
  if (clickId) creds.refer_id = `${APP_SELL_PREFIX}${clickId}`
  return creds
}

/** A fresh random identifier (128 bits, hex). */
export function randomHex(
  bytes = 16,
  fill: (a: Uint8Array<ArrayBuffer>) => void = (a) => crypto.getRandomValues(a),
): string {
  const buffer = new Uint8Array(bytes)
  fill(buffer)
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('')
}
