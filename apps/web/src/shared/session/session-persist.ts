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
}

export const SESSION_KEY = 'efir.session'
/** The device serial: generated once per browser, kept across logouts (it names the device, not the session). */
export const SERIAL_KEY = 'efir.serial'
/** Remembered page to resume after login (spec 1 §2 deep links, §4 "After login"). */
export const RETURN_KEY = 'efir.returnTo'
/** App-sell click id (spec 1 §3 guest refer_id). */
export const CLICK_ID_KEY = 'efir.clickId'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function loadSession(): PersistedSession {
  try {
    const raw = storage()?.getItem(SESSION_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

export function saveSession(next: PersistedSession): void {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(next))
  } catch {
    // NOTE: storage blocked: the session lasts for this page only
  }
}

export function updateSession(patch: Partial<PersistedSession>): PersistedSession {
  const next = { ...loadSession(), ...patch }
  saveSession(next)
  return next
}

export function clearSession(): void {
  try {
    storage()?.removeItem(SESSION_KEY)
  } catch {
    // ignore
  }
}

export function readItem(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

export function writeItem(key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // ignore
  }
}
