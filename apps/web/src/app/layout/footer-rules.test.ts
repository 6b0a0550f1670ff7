import type { MenuPage, NetworkInfo, Resources } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { network, provider } from '../../shared/session/test-fixtures'
import {
  aboutLink,
  CHILD_HIDDEN_PAGE_ID,
  deviceLinks,
  informationLinks,
  sectionPages,
  storeBadges,
  supportLinks,
} from './footer-rules'

const page = (id: number): MenuPage => ({
  id,
  slug: `p${id}`,
  title: `Page ${id}`,
  template: 'catalog',
  kind: 'default',
  icon: null,
  url: null,
  in_bottom_bar: false,
})
const resources = (patch: Partial<Resources> = {}): Resources => ({
  ping_image: '/ping.png',
  logo: '/logo.svg',
  stores: { android_tv: null, samsung: null, lg: null, android: null, ios: null },
  about_url: null,
  ...patch,
})
const withSupport = (support: object, patch: object = {}) =>
  network({
    provider: {
      ...provider,
      landing: {
        ...provider.landing,
        support: { email: null, phone: null, url: null, messenger: null, ...support },
      },
    },
    ...patch,
  }) as NetworkInfo

describe('footer Sections column (spec 3 §2 "Footer")', () => {
  it('a child profile does not see page id 1000; an adult does', () => {
    expect(CHILD_HIDDEN_PAGE_ID).toBe(1000)
    const pages = [page(1), page(1000), page(2)]
    expect(sectionPages(pages, true).map((p) => p.id)).toEqual([1, 2])
    expect(sectionPages(pages, false).map((p) => p.id)).toEqual([1, 1000, 2])
  })
})

describe('footer Information column', () => {
  const keys = (info: NetworkInfo, res = resources()) => informationLinks(info, res).map((l) => l.labelKey)
  it('about (when there is an address), promo (when enabled), install on TV, agreement and privacy when present', () => {
    const all = withSupport({}, { agreement: '/a.txt', privacy: '/p.txt' })
    expect(keys(all, resources({ about_url: '/about' }))).toEqual([
      'footer_about',
      'footer_enter_promo',
      'footer_install_tv',
      'agreement',
      'privacy',
    ])
  })
  it('no agreement or privacy when the network has none; no promo when disabled', () => {
    const none = network({
      provider: { ...provider, promo_enabled: false },
      agreement: null,
      privacy: null,
    }) as NetworkInfo
    expect(keys(none)).toEqual(['footer_install_tv'])
  })
})

describe('footer About link', () => {
  it.each([
    ['/provider/efir', { kind: 'route', labelKey: 'footer_about', to: '/provider/efir' }],
    [
      'https://operator.example/about',
      { kind: 'external', labelKey: 'footer_about', href: 'https://operator.example/about' },
    ],
    ['//cdn.example/about', { kind: 'external', labelKey: 'footer_about', href: '//cdn.example/about' }],
  ])('%s', (url, link) => {
    expect(aboutLink(url)).toEqual(link)
  })
})

describe('footer Support column', () => {
  it('e-mail, phone, link and the messenger labelled WhatsApp or Telegram', () => {
    const links = supportLinks(
      withSupport({
        email: 'help@op.kz',
        phone: '+7 700 000 00 00',
        url: 'https://help.op.kz',
        messenger: { kind: 'telegram', url: 'https://t.me/op' },
      }),
    )
    expect(links.map((l) => [l.labelKey, l.kind === 'external' ? l.href : ''])).toEqual([
      ['support_email', 'mailto:help@op.kz'],
      ['support_phone', 'tel:+77000000000'],
      ['support_site', 'https://help.op.kz'],
      ['telegram', 'https://t.me/op'],
    ])
    expect(
      supportLinks(withSupport({ messenger: { kind: 'whatsapp', url: 'https://wa.me/1' } })).map(
        (l) => l.labelKey,
      ),
    ).toEqual(['whatsapp'])
    expect(supportLinks(withSupport({}))).toEqual([])
  })
})

describe('footer Devices column', () => {
  it('a store link for each store the operator has, in the spec order', () => {
    const stores = {
      android_tv: 'https://tv',
      samsung: null,
      lg: 'https://lg',
      android: null,
      ios: 'https://ios',
    }
    expect(deviceLinks(resources({ stores })).map((l) => l.labelKey)).toEqual([
      'store_android_tv',
      'store_lg',
      'store_ios',
    ])
    expect(deviceLinks(undefined)).toEqual([])
  })
})

describe('footer store badges', () => {
  it('Google Play and App Store, each only when the operator has that app', () => {
    const all = { android_tv: null, samsung: null, lg: null, android: 'https://play', ios: 'https://apple' }
    expect(
      storeBadges(resources({ stores: all })).map((l) => [l.labelKey, l.kind === 'external' && l.href]),
    ).toEqual([
      ['store_badge_google_play', 'https://play'],
      ['store_badge_app_store', 'https://apple'],
    ])
    expect(storeBadges(resources({ stores: { ...all, android: null } })).map((l) => l.labelKey)).toEqual([
      'store_badge_app_store',
    ])
    expect(storeBadges(undefined)).toEqual([])
  })
})
