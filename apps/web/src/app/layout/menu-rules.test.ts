import type { MenuPage } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { bottomBarPages, fittingItemCount, logoTarget, menuTarget, visibleMenuPages } from './menu-rules'

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
