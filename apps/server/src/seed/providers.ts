import type { providers } from '../db/schema/index.ts'

type NewProvider = typeof providers.$inferInsert

const KZT = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: '398', FORMAT: '{amount} {symbol}' }
const EFIR_BRANDING = {
  logo: '/static/logo/efir.svg',
  colors: {
    primary: '#c93a3f',
    on_primary: '#ffffff',
    accent: '#ffc53d',
    background: '#111113',
    surface: '#1c1c20',
    text: '#ededef',
  },
}
const UZS = { UTF_NAME: 'сўм', ASCII_NAME: 'UZS', ISO_CODE: '860', FORMAT: '{amount} {symbol}' }

/**
 * White-label operators (issue 2 "Seed data"): Efir with guests and promo days, Nord TV without guests
 * (middleware OTP), and Lumen, which signs its viewers in automatically (spec 1 §4 "Automatic
 * authentication") through the demo line-authentication address, and Efir's network in Uzbekistan, the
 * main brand of spec 3 §5 (no phone mask: 9-digit local numbers, or 11 digits starting with 7).
 */
export const PROVIDERS: NewProvider[] = [
  {
    id: 1,
    shortname: 'efir',
    name: 'Efir',
    isGuestAllowed: true,
    promoDays: 14,
    autoAuth: null,
    phoneMask: '+7 (###) ###-##-##',
    phoneOtpLength: 6,
    middlewareOtp: false,
    mainBrand: false,
    promoEnabled: true,
    forbiddenCountries: ['US'],
    display: {
      landing: {
        logo: '/static/logo/efir.svg',
        support: { email: 'support@efir.example', phone: '+7 700 000 00 00', url: null, messenger: null },
        regform_btn_url: null,
        regform_btn_caption: null,
      },
      branding: EFIR_BRANDING,
      currency: KZT,
      is_have_purchases: true,
      proxy: null,
      lk_link: {
        url: 'https://partners.efir.example/cabinet',
        label: {
          ru: 'Кабинет партнёра',
          en: 'Partner cabinet',
          kk: 'Серіктес кабинеті',
          uz: 'Hamkor kabineti',
        },
      },
      stores: {
        android_tv: 'https://play.google.com/store/apps/details?id=example.efir.tv',
        samsung: 'https://www.samsung.com/apps/efir-demo',
        lg: 'https://us.lgappstv.com/main/tvapp/detail?appId=efir-demo',
        android: 'https://play.google.com/store/apps/details?id=example.efir',
        ios: 'https://apps.apple.com/app/efir-demo/id000000000',
      },
      // the freedommedia install prompts' store pages (spec 3 §4); demo addresses
      apps: {
        freedommedia: {
          ios: 'https://apps.apple.com/app/freedom-media-demo/id6400000002',
          android: 'https://play.google.com/store/apps/details?id=example.freedommedia',
        },
        freedommedia_promo: null,
      },
    },
  },
  {
    id: 2,
    shortname: 'nord',
    name: 'Nord TV',
    isGuestAllowed: false,
    promoDays: null,
    autoAuth: null,
    phoneMask: '+7 (###) ###-##-##',
    phoneOtpLength: 4,
    middlewareOtp: true,
    mainBrand: false,
    promoEnabled: false,
    forbiddenCountries: [],
    display: {
      landing: {
        logo: '/static/logo/nord.svg',
        support: {
          email: 'help@nord.example',
          phone: '+7 700 000 00 02',
          url: null,
          messenger: { kind: 'telegram', url: 'https://t.me/nord_support_demo' },
        },
        regform_btn_url: null,
        regform_btn_caption: null,
      },
      branding: {
        logo: '/static/logo/nord.svg',
        colors: {
          primary: '#3e63dd',
          on_primary: '#ffffff',
          accent: '#12a594',
          background: '#f7f9ff',
          surface: '#ffffff',
          text: '#11181c',
        },
      },
      currency: KZT,
      is_have_purchases: false,
      proxy: null,
    },
  },
  {
    id: 3,
    shortname: 'lumen',
    name: 'Lumen',
    isGuestAllowed: false,
    promoDays: null,
    autoAuth: '/dev/auto_auth',
    phoneMask: '+7 (###) ###-##-##',
    phoneOtpLength: 6,
    middlewareOtp: false,
    mainBrand: false,
    promoEnabled: false,
    forbiddenCountries: [],
    display: {
      landing: {
        logo: '/static/logo/efir.svg',
        support: { email: null, phone: '+7 700 000 00 03', url: null, messenger: null },
        regform_btn_url: null,
        regform_btn_caption: null,
      },
      branding: {
        logo: '/static/logo/efir.svg',
        colors: {
          primary: '#8e4ec6',
          on_primary: '#ffffff',
          accent: '#ffc53d',
          background: '#111113',
          surface: '#1c1c20',
          text: '#ededef',
        },
      },
      currency: KZT,
      is_have_purchases: false,
      proxy: null,
    },
  },
  {
    id: 4,
    shortname: 'efir_uz',
    name: 'Efir',
    isGuestAllowed: true,
    promoDays: null,
    autoAuth: null,
    phoneMask: '',
    phoneOtpLength: 6,
    middlewareOtp: false,
    mainBrand: true,
    promoEnabled: true,
    forbiddenCountries: [],
    display: {
      landing: {
        logo: '/static/logo/efir.svg',
        support: { email: 'support@efir.example', phone: '+998 71 000 00 00', url: null, messenger: null },
        regform_btn_url: null,
        regform_btn_caption: null,
      },
      branding: EFIR_BRANDING,
      currency: UZS,
      is_have_purchases: false,
      proxy: null,
      otp_bot: '/dev/messenger_bot/efir_uz',
      // the freedommedia partner's promo page (spec 3 §4 freedommedia_promo prompt); a demo address
      apps: { freedommedia: null, freedommedia_promo: 'https://freedom-media.example/efir' },
    },
  },
  {
    // The second white-label brand (issue 12): Efir's behaviour, its own data — colours, logo, name, store
    // links, support contacts, partner cabinet, menu (no Series page) and the app's deep link, which the
    // redirect-to-app overlay tries on phones (spec 3 §4).
    id: 5,
    shortname: 'aurora',
    name: 'Aurora TV',
    isGuestAllowed: true,
    promoDays: null,
    autoAuth: null,
    phoneMask: '+7 (###) ###-##-##',
    phoneOtpLength: 6,
    middlewareOtp: false,
    mainBrand: false,
    promoEnabled: true,
    forbiddenCountries: [],
    display: {
      landing: {
        logo: '/static/logo/aurora.svg',
        support: {
          email: 'care@aurora.example',
          phone: '+7 700 000 00 05',
          url: null,
          messenger: { kind: 'whatsapp', url: 'https://wa.me/77000000005' },
        },
        regform_btn_url: null,
        regform_btn_caption: null,
      },
      branding: {
        logo: '/static/logo/aurora.svg',
        colors: {
          primary: '#0f766e',
          on_primary: '#ffffff',
          accent: '#f59e0b',
          background: '#0b1d2a',
          surface: '#12293a',
          text: '#e6f1f7',
        },
      },
      currency: KZT,
      is_have_purchases: true,
      proxy: null,
      lk_link: {
        url: 'https://partners.aurora.example/cabinet',
        label: { ru: 'Кабинет Aurora', en: 'Aurora cabinet', kk: 'Aurora кабинеті', uz: 'Aurora kabineti' },
      },
      stores: {
        android_tv: 'https://play.google.com/store/apps/details?id=example.aurora.tv',
        samsung: 'https://www.samsung.com/apps/aurora-demo',
        lg: 'https://us.lgappstv.com/main/tvapp/detail?appId=aurora-demo',
        android: 'https://play.google.com/store/apps/details?id=example.aurora',
        ios: 'https://apps.apple.com/app/aurora-demo/id000000005',
      },
      app_deep_link: 'auroratv://open',
      menu_hidden: ['series'],
    },
  },
]
