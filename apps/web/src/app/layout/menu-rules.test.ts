import type { MenuPage } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import {
  bottomBarPages,
  catalogueSubmenuPages,
  fittingItemCount,
  logoTarget,
  menuTarget,
  visibleMenuPages,
  withPartnerLinks,
} from './menu-rules'
import { partnerVariant } from '../../shared/partner-variants'

const page = (id: number, over: Partial<MenuPage> = {}): MenuPage => ({
  id,
  slug: `page-${id}`,
  title: `Page ${id}`,
  template: 'catalog',
  kind: 'default',
  icon: null,
  url: null,
  in_bottom_bar: false,
  ...over,
})

describe('menu rules (spec 3 §2)', () => {
  const pages = [page(1, { template: 'startpage' }), page(2), page(1000, { kind: 'my', template: 'my' })]

  it.each([
    ['anonymous', [1, 2]],
    ['guest', [1, 2]],
    ['user', [1, 2, 1000]],
  ] as const)('%s sees pages %j', (viewer, ids) => {
    expect(visibleMenuPages(pages, viewer).map((p) => p.id)).toEqual(ids)
  })

  it.each([
    [page(1, { template: 'startpage' }), { kind: 'internal', to: '/' }],
    [page(2, { template: 'starpage' }), { kind: 'internal', to: '/' }],
    [page(3, { template: 'search' }), { kind: 'internal', to: '/search' }],
    [page(4, { template: 'tvchannels' }), { kind: 'internal', to: '/channels' }],
    [page(5, { template: 'catalog', slug: 'movies' }), { kind: 'internal', to: '/movies' }],
    [
      page(6, { template: 'outer_link', url: 'https://example.com' }),
      { kind: 'external', href: 'https://example.com' },
    ],
  ])('menu page %# leads to %j', (p, target) => {
    expect(menuTarget(p)).toEqual(target)
  })

  it('the logo links to the starpage page, else home', () => {
    expect(logoTarget([page(1, { template: 'starpage' })])).toBe('/')
    expect(logoTarget([])).toBe('/')
  })

  it.each([
    [[100, 100, 100], 400, 50, 3],
    [[100, 100, 100], 300, 50, 3],
    [[100, 100, 100], 299, 50, 2],
    [[100, 100, 100], 200, 50, 1],
    [[100, 100, 100], 120, 50, 0],
    [[0, 0, 0], 0, 50, 3],
  ])('widths %j in %i px with a %i px more control: %i fit', (widths, available, more, expected) => {
    expect(fittingItemCount(widths, available, more)).toBe(expected)
  })

  it('the bottom bar takes flagged pages, else the first five', () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map((id) => page(id))
    expect(bottomBarPages(many).map((p) => p.id)).toEqual([1, 2, 3, 4, 5])
    const flagged = [page(1), page(2, { in_bottom_bar: true }), page(3, { in_bottom_bar: true })]
    expect(bottomBarPages(flagged).map((p) => p.id)).toEqual([2, 3])
  })
})

describe('catalogueSubmenuPages (spec 3 §2 mobile catalogue sub-menu)', () => {
  const m = (id: number, slug: string, template: MenuPage['template']): MenuPage => ({
    id,
    slug,
    title: slug,
    template,
    kind: 'default',
    icon: null,
    url: null,
    in_bottom_bar: false,
  })
  const pages = [
    m(1, 'home', 'startpage'),
    m(2, 'movies', 'catalog'),
    m(3, 'series', 'catalog'),
    m(4, 'search', 'search'),
  ]
  it.each([
    ['/', ['movies', 'series']],
    ['/startpage', ['movies', 'series']],
    ['/movies', ['movies', 'series']],
    ['/series/comedy', ['movies', 'series']],
    ['/search', []],
    ['/channels', []],
  ])('%s → %j', (path, slugs) => {
    expect(catalogueSubmenuPages(pages, path).map((p) => p.slug)).toEqual(slugs)
  })
  it('nothing with fewer than two catalogue pages', () => {
    expect(catalogueSubmenuPages([m(2, 'movies', 'catalog')], '/movies')).toEqual([])
  })
})

describe('partner-web menu links (spec 3 §4)', () => {
  const pages = [page(1, { template: 'startpage' }), page(2)]

  it('adds the two outer links after the server pages, opening outside', () => {
    const menu = withPartnerLinks(pages, partnerVariant('partner_web')?.menuLinks, (key) => `t:${key}`)
    expect(menu.map((p) => p.id)).toEqual([1, 2, -1, -2])
    const added = menu.slice(2)
    expect(added.map((p) => p.title)).toEqual(['t:partner_menu_home', 't:partner_menu_services'])
    for (const p of added) expect(menuTarget(p).kind).toBe('external')
  })

  it('changes nothing without partner-web', () => {
    expect(withPartnerLinks(pages, partnerVariant('superapp')?.menuLinks, String)).toEqual(pages)
    expect(withPartnerLinks(pages, undefined, String)).toEqual(pages)
  })
})
