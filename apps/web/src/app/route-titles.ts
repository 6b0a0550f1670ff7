import { sectionOfPath, titleKeyOf } from '../features/settings/settings-rules'
import type { RouteEntry } from './route-table'

/**
 * The tab title of every route (issue 32: /newyear, /channels, /terms, the settings screens, the
 * commerce pages and /watch were titled just with the provider's name): the i18n key naming the page,
 * shown as "page — provider" in the viewer's language (usePageTitle). A page that names itself (a SEO
 * mask, a content's or a channel's name, not found) covers it while it is shown.
 *
 * undefined: the page is the provider's own front page, named by the provider's name (white-label).
 */
export function routeTitleKey(entry: RouteEntry, pathname: string): string | undefined {
  if (entry.kind === 'not-found') return 'not_found_page'
  // a server menu page is named by its own title (RowsetRoutePage); until then the catalogue
  if (entry.kind === 'menu-page') return 'section_catalogue'
  if (entry.screen === 'home') return undefined
  if (entry.screen === 'settings') {
    const section = sectionOfPath(pathname)
    return section ? titleKeyOf(section) : 'section_settings'
  }
  return entry.sectionKey ?? `section_${entry.screen}`
}
