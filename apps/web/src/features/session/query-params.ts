import { API_OVERRIDE_KEYS } from '../../shared/api/api-base'
import { partnerCookieDomain } from '../../shared/partner-variants'

/** Query parameters read at start (spec 1 §2 "Query parameters read at start"). */
export interface StartParams {
  partner?: string
  /** token or access_token */
  token?: string
  deviceSerial?: string
  /** the override key present (devapi, customapi...); the API client resolves the host */
  apiOverride?: string
  language?: string
  /** purchased=true: return from payment */
  purchased: boolean
  /** embed mode */
  ignoreParentalControl: boolean
  /** dev (miniapp path) */
  dev: boolean
  /** app-sell click id, kept for the guest's refer_id */
  clickId?: string
}

/** spec 3 §9: the app-sell click id comes as click_id, clickid or clickId (the first one present wins). */
export const CLICK_ID_PARAMS = ['click_id', 'clickid', 'clickId'] as const

/** Parameters that must leave the address bar right after being read (tokens, spec issue 2 security). */
export const SECRET_PARAMS = ['token', 'access_token'] as const

const nonEmpty = (v: string | null): string | undefined => (v && v.trim() ? v.trim() : undefined)
const flag = (params: URLSearchParams, key: string): boolean =>
  params.has(key) && !['0', 'false'].includes((params.get(key) ?? '').toLowerCase())

export function parseStartParams(search: string): StartParams {
  const p = new URLSearchParams(search)
  const result: StartParams = {
    purchased: p.get('purchased') === 'true',
    ignoreParentalControl: flag(p, 'ignore_parental_control'),
    dev: flag(p, 'dev'),
  }
  const partner = nonEmpty(p.get('partner'))
  if (partner) result.partner = partner
  const token = nonEmpty(p.get('access_token')) ?? nonEmpty(p.get('token'))
  if (token) result.token = token
  const serial = nonEmpty(p.get('device_serial'))
  if (serial && /^[\w-]{8,128}$/.test(serial)) result.deviceSerial = serial
  const override = API_OVERRIDE_KEYS.find((k) => p.has(k))
  if (override) result.apiOverride = override
  const language = nonEmpty(p.get('lang')) ?? nonEmpty(p.get('language'))
  if (language) result.language = language
  const clickId = CLICK_ID_PARAMS.map((k) => nonEmpty(p.get(k))).find(Boolean)
  if (clickId) result.clickId = clickId.slice(0, 100)
  return result
}

/** The same path without the token parameters (to replace the address with); undefined when none was there. */
export function withoutSecretParams(href: string): string | undefined {
  const url = new URL(href)
  if (!SECRET_PARAMS.some((k) => url.searchParams.has(k))) return undefined
  SECRET_PARAMS.forEach((k) => url.searchParams.delete(k))
  return `${url.pathname}${url.search}${url.hash}`
}

/** Reads one cookie by name. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return undefined
}

/**
 * spec 1 §9: cookies expire at a far-future date by default, or after a given number of days.
 * `secure` (a page served over HTTPS, issue 8): the cookie never travels over plain HTTP.
 */
export function cookieString(
  name: string,
  value: string,
  options: { days?: number; now?: number; secure?: boolean; domain?: string } = {},
): string {
  const { days, now = Date.now(), secure = false, domain } = options
  const expires =
    days === undefined ? 'Fri, 31 Dec 9999 23:59:59 GMT' : new Date(now + days * 86_400_000).toUTCString()
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/${domain ? `; domain=${domain}` : ''}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * spec 1 §2 `partner` (kept in a cookie); Secure when the page came over HTTPS (issue 8); on the site's
 * parent domain (spec 1 §6 "cookie domain handling", shared/partner-variants.ts).
 */
export const partnerCookie = (partner: string, page: { protocol: string; hostname: string }) => {
  const domain = partnerCookieDomain(page.hostname)
  return cookieString('partner', partner, {
    secure: page.protocol === 'https:',
    ...(domain ? { domain } : {}),
  })
}
