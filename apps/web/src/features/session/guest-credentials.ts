import { sha1 } from 'js-sha1'

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
 * Guest login data (spec 1 §3 "Guest login", §5). The identifier is generated per guest; the password
 * hashes the identifier again with a fixed suffix so the two differ while both stay reproducible.
 */
export function guestCredentials(identifier: string, serial: string, clickId?: string): GuestCredentials {
  const basis = sha1(identifier + serial).slice(0, GUEST_CREDENTIAL_LENGTH)
  const password = sha1(basis + serial + 'pwd').slice(0, GUEST_CREDENTIAL_LENGTH)
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
