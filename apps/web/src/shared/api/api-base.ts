/**
 * API base address (ARCHITECTURE "the API base comes from a runtime config file and the spec's query
 * overrides"; spec 1 §2 environment overrides devapi, stageapi, localapi, multidev, qaapi, customapi).
 */

/** Contents of `/config.json`, read once at start so one build serves any operator backend. */
export interface RuntimeConfig {
  /** '' means the page's own origin (the reference server serves both). */
  apiBase: string
  /** Provider id or shortname sent with network info (spec 1 §4 step 1). */
  provider: string | number | null
  /**
   * Whether the query overrides are honoured outside development. NOTE: an override sends the
   * viewer's access_token to another host, so a production deployment must opt in explicitly.
   */
  allowApiOverrides?: boolean
  /**
   * The product's own origin (`https://tv.example.com`): the service worker registers only on it
   * (spec 3 §4). Unset: the origin that serves the client.
   */
  origin?: string
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBase: '', provider: null }

/** Hosts of the named environments. `multidev` takes the stand name as its value. */
export const API_OVERRIDE_HOSTS = {
  devapi: 'https://dev-api.efir.tv',
  stageapi: 'https://stage-api.efir.tv',
  localapi: 'http://localhost:8080',
  qaapi: 'https://qa-api.efir.tv',
  multidev: (stand: string) => `https://${stand}.multidev-api.efir.tv`,
} as const

export const API_OVERRIDE_KEYS = ['devapi', 'stageapi', 'localapi', 'multidev', 'qaapi', 'customapi'] as const

/**
 * The API base an override in the query asks for, or undefined. A flag override (`?devapi` or
 * `?devapi=1`) names its environment; `customapi` takes an http(s) URL; `multidev` a stand name.
 */
export function apiBaseFromQuery(search: URLSearchParams): string | undefined {
  for (const key of API_OVERRIDE_KEYS) {
    if (!search.has(key)) continue
    const value = (search.get(key) ?? '').trim()
    switch (key) {
      case 'customapi':
        return isHttpUrl(value) ? stripSlash(value) : undefined
      case 'multidev':
        return /^[a-z0-9-]{1,32}$/i.test(value) ? API_OVERRIDE_HOSTS.multidev(value) : undefined
      default:
        if (value === '0' || value === 'false') return undefined
        return API_OVERRIDE_HOSTS[key]
    }
  }
  return undefined
}

/** The base to use: a query override when allowed, else the runtime config's apiBase. */
export function resolveApiBase(config: RuntimeConfig, search: URLSearchParams, isDev: boolean): string {
  const override = isDev || config.allowApiOverrides === true ? apiBaseFromQuery(search) : undefined
  return override ?? stripSlash(config.apiBase)
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function stripSlash(value: string): string {
  return value.replace(/\/+$/, '')
}

/** Parses `/config.json`; a missing or malformed file falls back to the page's own origin. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') return DEFAULT_RUNTIME_CONFIG
  const r = raw as Record<string, unknown>
  return {
    apiBase: typeof r.apiBase === 'string' ? r.apiBase : '',
    provider: typeof r.provider === 'string' || typeof r.provider === 'number' ? r.provider : null,
    allowApiOverrides: r.allowApiOverrides === true,
    ...(typeof r.origin === 'string' && isHttpUrl(r.origin) ? { origin: new URL(r.origin).origin } : {}),
  }
}

let configPromise: Promise<RuntimeConfig> | undefined

/** Fetches `/config.json` once per page; later calls share the same answer. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  configPromise ??= fetchImpl('/config.json', { cache: 'no-store' })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
    .then(parseRuntimeConfig)
    .catch(() => DEFAULT_RUNTIME_CONFIG)
  return configPromise
}

/** Test hook: forget the cached config. */
export function resetRuntimeConfig(): void {
  configPromise = undefined
}
