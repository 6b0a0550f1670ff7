// spec 3 §9 "query show_debug enables console logging": debug lines go to the console only when the
// page was opened with ?show_debug (kept for the tab, so it survives the app's own navigation and reloads).

export const SHOW_DEBUG_PARAM = 'show_debug'
export const SHOW_DEBUG_KEY = 'efir.showDebug'

/** True when `search` turns debugging on (?show_debug, ?show_debug=1/true) or off (=0/false); null: neither. */
export function showDebugFromQuery(search: string): boolean | null {
  const params = new URLSearchParams(search)
  if (!params.has(SHOW_DEBUG_PARAM)) return null
  return !['0', 'false'].includes((params.get(SHOW_DEBUG_PARAM) ?? '').toLowerCase())
}

/** The console logger of the page; `enabled` is decided once at start (`readShowDebug`). */
export function createDebugLog(enabled: boolean, sink: (...args: unknown[]) => void) {
  return (...args: unknown[]): void => {
    if (enabled) sink('[efir]', ...args)
  }
}

/** Reads ?show_debug and the tab's stored choice, storing a new one (blocked storage: this page only). */
export function readShowDebug(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): boolean {
  const fromQuery = showDebugFromQuery(search)
  try {
    if (fromQuery !== null) storage?.setItem(SHOW_DEBUG_KEY, fromQuery ? '1' : '0')
    return fromQuery ?? storage?.getItem(SHOW_DEBUG_KEY) === '1'
  } catch {
    return fromQuery ?? false
  }
}

const sessionStorageOrUndefined = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** The page's debug logger (console.info behind ?show_debug). */
export const debugLog = createDebugLog(
  typeof window !== 'undefined' && readShowDebug(window.location.search, sessionStorageOrUndefined()),
  (...args) => console.info(...args),
)
