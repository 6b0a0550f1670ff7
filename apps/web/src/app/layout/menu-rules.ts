import type { MenuPage } from '@efir/contract'

/** Who is looking at the menu (spec 3 §2: personal pages are hidden from guests). */
export type Viewer = 'anonymous' | 'guest' | 'user'

/** spec 3 §2 "Header"/"Footer": pages of kind "my" are hidden from guests (and from signed-out viewers). */
export function visibleMenuPages(pages: readonly MenuPage[], viewer: Viewer): MenuPage[] {
  return pages.filter((page) => page.kind !== 'my' || viewer === 'user')
}

/** Where a menu item leads. `external` for outer links, which open in a new tab. */
export type MenuTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string }

/** spec 3 §2 "Menu page templates: outer_link, startpage, catalog, search, starpage". */
export function menuTarget(page: MenuPage): MenuTarget {
  switch (page.template) {
    case 'outer_link':
      return { kind: 'external', href: page.url ?? '/' }
    case 'startpage':
    case 'starpage':
      return { kind: 'internal', to: '/' }
    case 'search':
      return { kind: 'internal', to: '/search' }
    case 'tvchannels':
      return { kind: 'internal', to: '/channels' }
    case 'my':
      return { kind: 'internal', to: '/my' }
    case 'catalog':
      return { kind: 'internal', to: `/${encodeURIComponent(page.slug)}` }
  }
}

/** spec 3 §2 "logo linking to the page whose template is starpage" (home when there is none). */
export function logoTarget(pages: readonly MenuPage[]): string {
  const page = pages.find((p) => p.template === 'starpage')
  if (!page) return '/'
  const target = menuTarget(page)
  return target.kind === 'internal' ? target.to : '/'
}

/**
 * How many menu items fit in `available` px, the rest going into the "more" control
 * (spec 3 §2 "overflow into a more control by width"). `moreWidth` is reserved only when needed.
 */
export function fittingItemCount(
  itemWidths: readonly number[],
  available: number,
  moreWidth: number,
  gap = 0,
): number {
  if (available <= 0) return itemWidths.length // not laid out (yet): show everything
  const total = itemWidths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0)
  if (total <= available) return itemWidths.length
  let used = moreWidth
  let count = 0
  for (const width of itemWidths) {
    const next = used + gap + width
    if (next > available) break
    used = next
    count += 1
  }
  return count
}

/** spec 3 §2 "Mobile layout": bottom bar from the default menu pages (those flagged for it, else the first 5). */
export const BOTTOM_BAR_MAX_ITEMS = 5

export function bottomBarPages(pages: readonly MenuPage[]): MenuPage[] {
  const flagged = pages.filter((page) => page.in_bottom_bar)
  return (flagged.length > 0 ? flagged : pages).slice(0, BOTTOM_BAR_MAX_ITEMS)
}
