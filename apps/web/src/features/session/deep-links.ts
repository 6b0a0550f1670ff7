import type { DeepLink } from '../../shared/session/deep-link'

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
      return `/channels/${enc(id)}${link.ts !== undefined ? `?ts=${enc(link.ts)}` : ''}`
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

export type DeepLinkDecision =
  { kind: 'open'; route: string } | { kind: 'login-first'; route: string } | { kind: 'ignore' }

/**
 * spec 1 §2: if the user is not logged in, the target is remembered and the login dialog opens; a
 * guest is let through unless need_auth equals auth.
 */
export function decideDeepLink(link: DeepLink, status: 'anonymous' | 'guest' | 'user'): DeepLinkDecision {
  const route = deepLinkRoute(link)
  if (!route) return { kind: 'ignore' }
  if (status === 'user') return { kind: 'open', route }
  if (status === 'guest' && link.need_auth !== 'auth') return { kind: 'open', route }
  return { kind: 'login-first', route }
}

/** Only same-site paths may be resumed after login (never an absolute URL someone slipped in). */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
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
