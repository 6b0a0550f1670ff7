import { deepLinkRoute, type DeepLink } from './deep-link'

/** The deep-link types a mini-app start parameter may name, longest first (promo_key before promo...). */
const START_PARAM_TYPES = [
  'promo_key',
  'settings',
  'setting',
  'channels',
  'channel',
  'content',
  'packets',
  'packet',
  'rowset',
  'row',
] as const

/**
 * The messenger mini-app's start parameter (spec 1 §2 /miniapp `tgWebAppStartParam`) as a deep link.
 * The messenger allows only letters, digits, `_` and `-` there, so the link is `{type}` or
 * `{type}_{id}` (`channel_102`, `content_matrica-1`, `promo_key_SUMMER`, `settings`); undefined for
 * anything else.
 */
export function parseStartParam(param: string | null | undefined): DeepLink | undefined {
  if (!param || !/^[\w-]{1,512}$/.test(param)) return undefined
  for (const type of START_PARAM_TYPES) {
    if (param === type) return { type }
    if (param.startsWith(`${type}_`)) {
      const id = param.slice(type.length + 1)
      return id ? { type, id } : undefined
    }
  }
  return undefined
}

/** Where the mini-app opens (spec 1 §2 /miniapp): its start parameter's target, else home. */
export function miniappStartRoute(search: string): string {
  const link = parseStartParam(new URLSearchParams(search).get('tgWebAppStartParam'))
  return (link && deepLinkRoute(link)) ?? '/'
}
