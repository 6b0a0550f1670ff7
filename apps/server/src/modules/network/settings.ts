import type { Configuration, NetworkInfo, Resources } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'
import type { ProviderRow } from './repository.ts'

/** Shown by the client's "no provider" branch (spec 1 §4 start-up, branch 1), in the viewer's language. */
export function noProviderTexts(language: Language): NetworkInfo['default'] {
  return {
    login_title: translate(language, 'no_provider_title'),
    login_description: translate(language, 'no_provider_description'),
  }
}

const language = (key: string, name: string, priority: number, ui = true) => ({
  key,
  name,
  priority,
  interface: ui,
})

export const LANGUAGES: NetworkInfo['languages'] = {
  available: [
    language('ru', 'Русский', 1),
    language('kk', 'Қазақша', 2),
    language('en', 'English', 3),
    language('uz', "O'zbekcha", 4),
  ],
  audio: [
    language('ru', 'Русский', 1, false),
    language('kk', 'Қазақша', 2, false),
    language('en', 'English', 3, false),
  ],
  subtitle: [language('ru', 'Русский', 1, false), language('en', 'English', 2, false)],
}

/** spec 1 §9 constants the client reads from configuration. */
export const CONFIGURATION: Omit<Configuration, 'menu_pages' | 'token_ttl_ms'> = {
  client_version: '188',
  min_search_chars: 3,
  bouncing_interval: 300,
  parental_duration: [1, 5, 15, 30, 60],
  ping_interval_ms: 300_000,
  messages_poll_interval_ms: 150_000,
  default_language: 'ru',
  catchup_blackout_safe_area: 0,
  catchup_blackout_mattress_url: null,
  catchup_blackout_mattress_screenshot_url: null,
}

export function resourcesFor(provider: ProviderRow | null): Resources {
  return {
    ping_image: '/static/ping.png',
    logo: provider?.display.branding.logo ?? '/static/logo/efir.svg',
    stores: {
      android_tv: null,
      samsung: null,
      lg: null,
      // the product's own phone app (spec 3 §4 {product}_install and the footer)
      android: provider?.display.apps?.product?.android ?? null,
      ios: provider?.display.apps?.product?.ios ?? null,
    },
    about_url: '/about',
  }
}
