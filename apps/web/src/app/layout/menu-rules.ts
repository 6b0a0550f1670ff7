import type { MenuPage } from '@efir/contract'
import type { PartnerMenuLink } from '../../shared/partner-variants'

/** Who is looking at the menu (spec 3 §2: personal pages are hidden from guests). */
export type Viewer = 'anonymous' | 'guest' | 'user'

/** spec 3 §2 "Header"/"Footer": pages of kind "my" are hidden from guests (and from signed-out viewers). */
export function visibleMenuPages(pages: readonly MenuPage[], viewer: Viewer): MenuPage[] {
  return pages.filter((page) => page.kind !== 'my' || viewer === 'user')
}

/**
 * spec 3 §4: the partner-web variant adds its outer links to the server's menu, after its pages, as
 * outer_link pages (they open in a new tab). Synthetic pages get negative ids (no server id collides).
 */
export function withPartnerLinks(
  pages: readonly MenuPage[],
  links: readonly PartnerMenuLink[] | undefined,
  label: (key: string) => string,
): MenuPage[] {
  if (!links?.length) return [...pages]
  return [
    ...pages,
    ...links.map((link, i): MenuPage => ({
      id: -1 - i,
      slug: link.id,
      title: label(link.labelKey),
      template: 'outer_link',
      kind: 'default',
      icon: null,
      url: link.url,
      in_bottom_bar: false,
    })),
  ]
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

/**
 * spec 3 §2 "Mobile layout": the catalogue sub-menu — the catalogue pages (template catalog: movies,
 * series, ...) side by side, so every one is a tap away on a phone and not only the one the bottom bar
 * holds (Series was reachable only from the footer). Shown on the start page and on a catalogue page
 * (/{catalogSlug} and its /{catalogSlug}/{subpageSlug}); nothing when there are fewer than two.
 */
export function catalogueSubmenuPages(pages: readonly MenuPage[], pathname: string): MenuPage[] {
  const catalogue = pages.filter((page) => page.template === 'catalog')
  if (catalogue.length < 2) return []
  const first = pathname.split('/').filter(Boolean)[0]
  const onHome = first === undefined || first === 'startpage'
  const onCatalogue = catalogue.some((page) => page.slug === first)
  return onHome || onCatalogue ? catalogue : []
}
