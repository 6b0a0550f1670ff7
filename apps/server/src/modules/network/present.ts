import type { Provider } from '@efir/contract'
import type { ProviderRow } from './repository.ts'

export const DEFAULT_PROVIDER_ID = 1

export function presentProvider(row: ProviderRow): Provider {
  const { landing, branding, currency, is_have_purchases, proxy, apps } = row.display
  return {
    id: row.id,
    name: row.name,
    landing: { shortname: row.shortname, ...landing },
    branding,
    is_have_purchases,
    currency,
    auto_auth: row.autoAuth,
    proxy,
    phone_mask: row.phoneMask,
    phone_otp_length: row.phoneOtpLength,
    main_brand: row.mainBrand,
    otp_bot: row.display.otp_bot ?? null,
    middleware_otp: row.middlewareOtp,
    promo_enabled: row.promoEnabled,
    ...(apps
      ? { apps: { freedommedia: apps.freedommedia, freedommedia_promo: apps.freedommedia_promo } }
      : {}),
  }
}

export function isCountryAllowed(provider: ProviderRow | null, country: string): boolean {
  return !provider?.forbiddenCountries.includes(country)
}
