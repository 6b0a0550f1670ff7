import { bigint, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { at, reference } from './columns.ts'

// Providers (the operators a user belongs to), users and their profiles and avatars.

/** Presentation data of a provider that the server does not query by (landing, branding, currency). */
export interface ProviderDisplay {
  landing: {
    logo: string | null
    support: {
      email: string | null
      phone: string | null
      url: string | null
      messenger: { kind: 'whatsapp' | 'telegram'; url: string } | null
    }
    regform_btn_url: string | null
    regform_btn_caption: string | null
  }
  branding: {
    logo: string
    colors: {
      primary: string
      on_primary: string
      accent: string
      background: string
      surface: string
      text: string
    }
  }
  currency: { UTF_NAME: string; ASCII_NAME: string; ISO_CODE: string; FORMAT: string }
  is_have_purchases: boolean
  proxy: string | null
  /**
   * The messenger bot that sends sign-in codes (spec 3 §4 "Login modal", messenger code flow): a link
   * the client opens with `?start=<phone>`. Absent in rows written before it existed.
   */
  otp_bot?: string | null
  /**
   * The partner cabinet (spec 3 §2 "Settings dropdown": optional link, label and URL), the label per
   * interface language; absent when the operator has none. Network info sends it as lk_link.
   */
  lk_link?: { url: string; label: Record<'ru' | 'en' | 'kk' | 'uz', string> }
  /** The operator's apps in the stores (spec 3 §2 "Footer" Devices column); absent: none. */
  stores?: Partial<Record<'android_tv' | 'samsung' | 'lg' | 'android' | 'ios', string>>
  /**
   * The operator's own app's deep link (spec 3 §4 "Redirect-to-app overlay": tried before the store
   * page); absent: the overlay is not offered.
   */
  app_deep_link?: string | null
  /** Menu pages (by slug) this brand leaves out of the shared menu (a white-label menu is data). */
  menu_hidden?: string[]
  /** The freedommedia partner's app and promo page for its prompts (spec 3 §4); absent: none. */
  apps?: {
    freedommedia: { ios: string | null; android: string | null } | null
    freedommedia_promo: string | null
  }
}

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  shortname: text('shortname').notNull().unique(),
  name: text('name').notNull(),
  isGuestAllowed: boolean('is_guest_allowed').notNull(),
  promoDays: integer('promo_days'),
  autoAuth: text('auto_auth'),
  phoneMask: text('phone_mask').notNull(),
  phoneOtpLength: integer('phone_otp_length').notNull(),
  middlewareOtp: boolean('middleware_otp').notNull(),
  /** spec 3 §5: the main brand's phone and code rules (packages/contract phone-rules.ts), no mask. */
  mainBrand: boolean('main_brand').notNull().default(false),
  promoEnabled: boolean('promo_enabled').notNull(),
  forbiddenCountries: jsonb('forbidden_countries').$type<string[]>().notNull(),
  display: jsonb('display').$type<ProviderDisplay>().notNull(),
})

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  providerId: reference('provider_id', () => providers.id),
  username: text('username').notNull().unique(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  isGuest: boolean('is_guest').notNull().default(false),
  dateJoined: at('date_joined').notNull(),
  timezone: text('timezone').notNull().default('Asia/Almaty'),
  referId: text('refer_id'),
  appVersion: text('app_version'),
  parentalStatus: text('parental_status').$type<'set' | 'notset' | 'ignore'>().notNull().default('notset'),
  /**
   * Only a hash of the parental PIN (issue 8): `scrypt$…` (lib/secrets.ts), or `sha256$…` for a PIN
   * migrated from clear text by 0008, upgraded to scrypt on its first right check.
   */
  parentalCodeHash: text('parental_code_hash'),
  deviceLimit: integer('device_limit').notNull().default(5),
  /** spec 1 §4 "Block status": -2 blocked, -1 `blockAmount` owed (paying it lifts the block), 0 none. */
  blockStatus: integer('block_status').notNull().default(0),
  /** What a -1 block owes, in minor units. */
  blockAmount: bigint('block_amount', { mode: 'number' }).notNull().default(0),
  /** Profile chosen by tokens that carry no device (spec 1 §4 "Profiles"). */
  currentProfileId: integer('current_profile_id'),
})

/** The user a row belongs to: the row is deleted with the user. */
export const belongsToUser = () => reference('user_id', () => users.id, { onDelete: 'cascade' })

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: belongsToUser(),
  name: text('name').notNull(),
  role: text('role').$type<'adult' | 'child'>().notNull(),
  iconAvatarId: integer('icon_avatar_id'),
  createdAt: at('created_at').notNull(),
})

export const avatarCategories = pgTable('avatar_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
})

export const avatars = pgTable('avatars', {
  id: serial('id').primaryKey(),
  categoryId: reference('category_id', () => avatarCategories.id),
  src: text('src').notNull(),
})
