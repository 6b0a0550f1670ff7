import type { Configuration, NetworkInfo, Resources } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'
import { mediaUrls } from '../../media/urls.ts'
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
  // issue 11: the demo has a mattress, so a programme with catch-up banned is covered in the archive
  catchup_blackout_mattress_url: mediaUrls.mattress(),
  catchup_blackout_mattress_screenshot_url: mediaUrls.mattressScreenshot(),
}

export function resourcesFor(provider: ProviderRow | null): Resources {
  const stores = provider?.display.stores
  return {
    ping_image: '/static/ping.png',
    logo: provider?.display.branding.logo ?? '/static/logo/efir.svg',
    stores: {
      android_tv: stores?.android_tv ?? null,
      samsung: stores?.samsung ?? null,
      lg: stores?.lg ?? null,
      android: stores?.android ?? null,
      ios: stores?.ios ?? null,
    },
    // the footer's "About" (spec 3 §2): the provider's own landing page, which the demo serves
    about_url: provider ? `/provider/${provider.shortname}` : null,
    app_deep_link: provider?.display.app_deep_link ?? null,
  }
}

/** Network info's lk_link: the operator's partner cabinet with its label in the viewer's language. */
export function partnerCabinet(provider: ProviderRow | null, language: Language): NetworkInfo['lk_link'] {
  const link = provider?.display.lk_link
  return link ? { url: link.url, label: link.label[language] } : null
}
