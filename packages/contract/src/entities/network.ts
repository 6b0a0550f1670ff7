import { z } from 'zod'
import { LanguageCode, INT_MAX } from './common.ts'
import { Provider } from './provider.ts'

export const Language = z.object({
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  interface: z.boolean(),
})

export const NetworkInfo = z.object({
  /** null when no provider serves this network: the client shows `default` and a close button. */
  provider: Provider.nullable(),
  remote: z.string(),
  country: z.string(),
  /** Country forbidden for this provider: only authentication is allowed (geo-lock). */
  is_country_allowed: z.boolean(),
  is_guest_allowed: z.boolean(),
  auto_auth: z.string().nullable(),
  /** Promo days for guests (spec 1 §9: banner only when set, at most 90). */
  promo_days: z.number().int().min(0).max(90).nullable(),
  default: z.object({ login_title: z.string(), login_description: z.string() }),
  agreement: z.string().nullable(),
  privacy: z.string().nullable(),
  lk_link: z.object({ label: z.string(), url: z.string() }).nullable(),
  languages: z.object({
    available: z.array(Language),
    audio: z.array(Language),
    subtitle: z.array(Language),
  }),
})
export type NetworkInfo = z.infer<typeof NetworkInfo>

export const NetworkQuery = z.object({
  /** Provider id or shortname; without it the server picks the network's provider. */
  provider: z.string().max(64).optional(),
})

export const MenuPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  template: z.enum(['outer_link', 'startpage', 'catalog', 'search', 'starpage', 'my', 'tvchannels']),
  /** Personal pages ("my") are hidden from guests (spec 3 §2). */
  kind: z.enum(['default', 'my']),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  /** Shown in the mobile bottom bar. */
  in_bottom_bar: z.boolean(),
})
export type MenuPage = z.infer<typeof MenuPage>

/** spec 1 §7 does not show the shape; these are the fields the spec's rules read. */
export const Configuration = z.object({
  client_version: z.string(),
  min_search_chars: z.number().int().min(1),
  bouncing_interval: z.number().int().min(0),
  /** Parental PIN durations offered in settings, minutes. */
  parental_duration: z.array(z.number().int().positive().max(INT_MAX)),
  /** Token validity when the server gives no expiry (spec 1 §9: 12 h). */
  token_ttl_ms: z.number().int().positive().max(INT_MAX),
  ping_interval_ms: z.number().int().positive().max(INT_MAX),
  messages_poll_interval_ms: z.number().int().positive().max(INT_MAX),
  menu_pages: z.array(MenuPage),
  default_language: LanguageCode,
  catchup_blackout_safe_area: z.number().int().nonnegative(),
  catchup_blackout_mattress_url: z.string().nullable(),
  catchup_blackout_mattress_screenshot_url: z.string().nullable(),
})
export type Configuration = z.infer<typeof Configuration>

export const StoreLinks = z.object({
  android_tv: z.string().nullable(),
  samsung: z.string().nullable(),
  lg: z.string().nullable(),
  android: z.string().nullable(),
  ios: z.string().nullable(),
})

export const Resources = z.object({
  /** Image requested every 5 minutes as a ping (spec 1 §7 "Other"). */
  ping_image: z.string(),
  logo: z.string(),
  stores: StoreLinks,
  about_url: z.string().nullable(),
  /**
   * The operator's app's deep link, tried before its store page by the redirect-to-app overlay (spec 3
   * §4); absent or null: no overlay.
   */
  app_deep_link: z.string().nullable().optional(),
})
export type Resources = z.infer<typeof Resources>
