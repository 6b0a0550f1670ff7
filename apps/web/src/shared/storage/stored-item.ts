/**
 * Tells whether a stored value has the expected shape. NOTE: hand-written rather than zod: these keys
 * are read at start-up, and zod in the start-up bundle would cost about 26 KB (gzip) over the budget
 * of bench/bundle-size.mjs.
 */
export type Check<T> = (value: unknown) => value is T

export const isString = (value: unknown): value is string => typeof value === 'string'
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** An optional field: absent, or of its shape. */
export const optional = <T>(value: unknown, check: Check<T>): value is T | undefined =>
  value === undefined || check(value)

/** A list whose every item has the shape. */
export const arrayOf =
  <T>(check: Check<T>) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(check)

/** One Web Storage key holding a value of a known shape. */
export interface StoredItem<T> {
  /** The stored value; undefined when absent, unreadable or not of the shape (never throws). */
  read: () => T | undefined
  /**
   * Stores the value, or removes the key for undefined (in the page's memory when the browser blocks
   * storage); false when the write failed (quota), never throws.
   */
  write: (value: T | undefined) => boolean
}

export interface StoredItemOptions {
  /** `local` (default) survives the tab; `session` lasts as long as the tab. */
  area?: 'local' | 'session'
  /**
   * How the value is written: `json` (default; a number or `true` reads the same as its String()) or
   * `text`, the string as it is (keys that other code or saved sessions already hold as plain text).
   */
  format?: 'json' | 'text'
}

/** What the keys use of a Storage. */
type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Keys kept in this page's memory, for a storage area the browser refuses. */
function memoryStore(): KeyStore {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}
const inMemory: Record<'local' | 'session', KeyStore | undefined> = { local: undefined, session: undefined }

function storageArea(area: 'local' | 'session'): KeyStore {
  try {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage
    // reading it may be refused too (a denied storage object)
    storage.getItem('')
    return storage
  } catch {
    // NOTE: storage blocked (a partner site's frame in a browser that blocks third-party storage,
    // private mode, a sandboxed frame): the keys live in this page's memory, so an embedded channel's
    // session lasts as long as the page (issue 12: the embed's guest lost its token at once)
    return (inMemory[area] ??= memoryStore())
  }
}

/**
 * A typed, validated Web Storage key. The key is kept exactly as given: e2e tests and saved sessions
 * read the same keys.
 */
export function storedItem<T>(
  key: string,
  check: Check<T>,
  { area = 'local', format = 'json' }: StoredItemOptions = {},
): StoredItem<T> {
  return {
    read: () => {
      try {
        const raw = storageArea(area).getItem(key)
        if (raw === null || raw === undefined) return undefined
        const value: unknown = format === 'json' ? JSON.parse(raw) : raw
        return check(value) ? value : undefined
      } catch {
        return undefined
      }
    },
    write: (value) => {
      try {
        const storage = storageArea(area)
        if (value === undefined) storage.removeItem(key)
        else storage.setItem(key, format === 'json' ? JSON.stringify(value) : String(value))
        return true
      } catch {
        return false
      }
    },
  }
}

/** A localStorage key holding plain text as it is (the serial, the click id, the player's choices). */
export const textItem = (key: string): StoredItem<string> => storedItem(key, isString, { format: 'text' })
