import { matchRoutes, type RouteObject } from 'react-router'
import { MODAL_PAGE_ROUTES, PAGE_ROUTES, type RouteEntry } from './route-table'

const asObjects = (entries: readonly RouteEntry[]): RouteObject[] =>
  entries.map((entry, index) => ({ id: `${entry.kind}:${index}`, path: entry.path }))

const pageObjects = asObjects(PAGE_ROUTES)
const modalObjects = asObjects(MODAL_PAGE_ROUTES)

function findEntry(
  objects: RouteObject[],
  entries: readonly RouteEntry[],
  pathname: string,
): RouteEntry | undefined {
  const match = matchRoutes(objects, pathname)?.[0]
  if (!match) return undefined
  return entries[objects.indexOf(match.route)]
}

/** The modal-page entry a path opens, if it is a modal page. */
export function matchModalPage(pathname: string): RouteEntry | undefined {
  return findEntry(modalObjects, MODAL_PAGE_ROUTES, pathname)
}

/** Which screen a path shows: the modal page first (spec 3 §2), else the page (always some entry). */
export function resolveRoute(pathname: string): RouteEntry {
  return (
    matchModalPage(pathname) ??
    findEntry(pageObjects, PAGE_ROUTES, pathname) ?? { path: '*', kind: 'not-found', screen: 'not_found' }
  )
}
