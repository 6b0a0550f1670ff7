import { ALL_CHANNELS_CATEGORY_ID } from '@efir/contract/routes'

/** Deep links from a webview or a push (spec 1 §2 "Deep links", spec 3 §4 push destinations). */
export interface DeepLink {
  type: string
  /** slug or id of the target */
  id?: string | number
  /** channel start time */
  ts?: string | number
  /** promo code (promo_key) */
  code?: string
  library_id?: string | number
  /** 'auth' lets no guest through */
  need_auth?: string
}

const enc = (v: string | number) => encodeURIComponent(String(v))

/** The route a deep link opens, or undefined for an unknown type or a missing id. */
export function deepLinkRoute(link: DeepLink): string | undefined {
  const { id } = link
  switch (link.type) {
    case 'content': {
      if (id === undefined) return undefined
      const lib = link.library_id !== undefined ? `?library_id=${enc(link.library_id)}` : ''
      return `/contents/${enc(id)}${lib}`
    }
    case 'channel':
    case 'channels':
      if (id === undefined) return undefined
      // the channel path of the app: the channel over the all-channels list (spec 2 §2)
      return `/channels/${ALL_CHANNELS_CATEGORY_ID}/${enc(id)}${link.ts !== undefined ? `?ts=${enc(link.ts)}` : ''}`
    case 'promo_key': {
      const code = link.code ?? id
      return code === undefined ? '/promo' : `/promo?code=${enc(code)}`
    }
    case 'setting':
    case 'settings':
      return '/lk'
    case 'row':
      return id === undefined ? undefined : `/row/${enc(id)}`
    case 'rowset':
      return id === undefined ? undefined : `/rowset/${enc(id)}`
    case 'packet':
    case 'packets':
      return id === undefined ? '/packets' : `/packets/${enc(id)}`
    default:
      return undefined
  }
}

/**
 * A deep link as a webview or app host hands it over (`window.efirDeepLink`): an object, or its JSON
 * text, with a string `type`. Anything else is refused (undefined); unknown fields are dropped.
 */
export function parseDeepLink(value: unknown): DeepLink | undefined {
  let raw = value
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown
    } catch {
      return undefined
    }
  }
  if (typeof raw !== 'object' || raw === null) return undefined
  const r = raw as Record<string, unknown>
  if (typeof r.type !== 'string' || !r.type) return undefined
  const scalar = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : undefined)
  const link: DeepLink = { type: r.type }
  const id = scalar(r.id)
  const ts = scalar(r.ts)
  const libraryId = scalar(r.library_id)
  if (id !== undefined) link.id = id
  if (ts !== undefined) link.ts = ts
  if (typeof r.code === 'string') link.code = r.code
  if (libraryId !== undefined) link.library_id = libraryId
  if (typeof r.need_auth === 'string') link.need_auth = r.need_auth
  return link
}
