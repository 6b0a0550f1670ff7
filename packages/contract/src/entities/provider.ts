import { z } from 'zod'

export const Currency = z.object({
  UTF_NAME: z.string(),
  ASCII_NAME: z.string(),
  ISO_CODE: z.string(),
  /** e.g. "{amount} {symbol}" (spec 3 §3) */
  FORMAT: z.string(),
})

export const ProviderLanding = z.object({
  shortname: z.string(),
  logo: z.string().nullable(),
  support: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    url: z.string().nullable(),
    messenger: z.object({ kind: z.enum(['whatsapp', 'telegram']), url: z.string() }).nullable(),
  }),
  regform_btn_url: z.string().nullable(),
  regform_btn_caption: z.string().nullable(),
})

/** White-label branding as data: the client turns it into CSS custom properties. */
export const ProviderBranding = z.object({
  logo: z.string(),
  colors: z.object({
    primary: z.string(),
    on_primary: z.string(),
    accent: z.string(),
    background: z.string(),
    surface: z.string(),
    text: z.string(),
  }),
})

/** An app's store pages for the two phone platforms (null: not in that store). */
export const PhoneStoreLinks = z.object({ ios: z.string().nullable(), android: z.string().nullable() })

/**
 * The freedommedia partner's app and promo page for its prompts (spec 3 §4); the product's own app is in
 * the resources' store links.
 */
export const ProviderApps = z.object({
  freedommedia: PhoneStoreLinks.nullable(),
  /** the freedommedia partner's promo page (the freedommedia_promo prompt), or null */
  freedommedia_promo: z.string().nullable(),
})

export const Provider = z.object({
  id: z.number().int(),
  name: z.string(),
  landing: ProviderLanding,
  branding: ProviderBranding,
  is_have_purchases: z.boolean(),
  currency: Currency,
  /** Provider-given automatic-authentication address (spec 1 §4), or null. */
  auto_auth: z.string().nullable(),
  proxy: z.string().nullable(),
  /** Phone mask: '#' is a digit placeholder, digits are fixed (spec 3 §5; default 11 digits). */
  phone_mask: z.string(),
  /** Code length of the phone OTP (spec 3 §5, default 6). */
  phone_otp_length: z.number().int().min(4).max(8),
  /** spec 3 §5: the main brand's rules (phone-rules.ts) instead of a mask and phone_otp_length. */
  main_brand: z.boolean(),
  /** Uses the middleware-OTP flow for phones starting with 7 (spec 1 §4). */
  middleware_otp: z.boolean(),
  /**
   * The messenger bot that sends sign-in codes (spec 3 §4 "Login modal": the messenger code flow), opened
   * with `?start=<phone>`; null when the provider has none. Relative links are on the API's origin.
   */
  otp_bot: z.string().nullable(),
  promo_enabled: z.boolean(),
  /** The partner app prompts' links; absent: none offered. */
  apps: ProviderApps.optional(),
})
export type Provider = z.infer<typeof Provider>
