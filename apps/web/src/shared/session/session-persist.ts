import {
  isBoolean,
  isNumber,
  isRecord,
  isString,
  optional,
  storedItem,
  textItem,
} from '../storage/stored-item'

/** What survives a reload (one localStorage key), spec 1 §4. */
export interface PersistedSession {
  token?: string
  tokenSetAt?: number
  /** server expiry (ISO) */
  expired?: string | null
  deviceId?: number
  isGuest?: boolean
  /** the token came from the address bar: no device of ours behind it */
  tokenMode?: boolean
  guest?: { identifier: string; username: string; password: string }
  /** The profile chosen on this device is a child's (spec 1 §4: start-up then keeps the token). */
  childProfile?: boolean
}

const isGuestCredentials = (v: unknown): v is PersistedSession['guest'] =>
  isRecord(v) && isString(v.identifier) && isString(v.username) && isString(v.password)

function isPersistedSession(v: unknown): v is PersistedSession {
  return (
    isRecord(v) &&
    optional(v.token, isString) &&
    optional(v.tokenSetAt, isNumber) &&
    (v.expired === null || optional(v.expired, isString)) &&
    optional(v.deviceId, isNumber) &&
    optional(v.isGuest, isBoolean) &&
    optional(v.tokenMode, isBoolean) &&
    optional(v.guest, isGuestCredentials) &&
    optional(v.childProfile, isBoolean)
  )
}

export const SESSION_KEY = 'efir.session'
/** The device serial: generated once per browser, kept across logouts (it names the device, not the session). */
export const SERIAL_KEY = 'efir.serial'
/** Remembered page to resume after login (spec 1 §2 deep links, §4 "After login"). */
export const RETURN_KEY = 'efir.returnTo'
/** App-sell click id (spec 1 §3 guest refer_id). */
export const CLICK_ID_KEY = 'efir.clickId'
/**
 * Issue 30: the viewer signed out (or was signed out elsewhere) on a provider with automatic
 * authentication: it does not sign them straight back in until they choose it in the sign-in dialog.
 * Kept across reloads and logouts, as the serial is.
 */
export const AUTO_AUTH_OFF_KEY = 'efir.autoAuthOff'

const sessionItem = storedItem(SESSION_KEY, isPersistedSession)

export function loadSession(): PersistedSession {
  return sessionItem.read() ?? {}
}

export function saveSession(next: PersistedSession): void {
  // NOTE: storage blocked: the session lasts for this page only
  sessionItem.write(next)
}

export function updateSession(patch: Partial<PersistedSession>): PersistedSession {
  const next = { ...loadSession(), ...patch }
  saveSession(next)
  return next
}

/**
 * Forgets the sign-in. The browser's own guest stays unless `guest` is false (issue 31: every logout made
 * a new guest account): its credentials sign it in again rather than creating another.
 */
export function clearSession(options: { guest?: boolean } = {}): void {
  const guest = options.guest === false ? undefined : loadSession().guest
  sessionItem.write(guest ? { guest } : undefined)
}

export function readItem(key: string): string | undefined {
  return textItem(key).read()
}

export function writeItem(key: string, value: string | undefined): void {
  textItem(key).write(value)
}
