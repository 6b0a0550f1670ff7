import { contentRefId, findCategory, findChannel, isSlugOrId, parsePacketRef, pathId } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { findRow } from '../catalogue/rows.ts'
import { findRowset } from '../catalogue/rowsets.ts'
import { loadCatalogue } from '../catalogue/store.ts'
import { listCategories, listChannels } from '../channels/repository.ts'
import { findProvider } from '../network/repository.ts'
import { packetExists } from '../packets/repository.ts'

/**
 * Whether a direct load of a client page names an id nothing has (issue 32): the app's HTML then
 * answers 404 with noindex, so a search engine drops the page and a viewer still gets the app's own
 * not-found page. Only what the server can tell cheaply and for every viewer: the catalogue (in
 * memory), channels and categories (cached public data), one packet or provider look-up. Whatever
 * depends on the viewer (their provider's packets, a child profile's channels) stays 200 and the
 * client says not found with noindex. The ids are read by the contract's rules, as the client reads them.
 */
export async function pageNamesNothing(ctx: AppContext, pathname: string): Promise<boolean> {
  const segments = pathname.split('/').slice(1)
  const [kind, first, second] = segments
  if (first === undefined || first === '') return false
  switch (kind) {
    case 'contents':
    case 'watch': {
      const id = contentRefId(first)
      return id === null || !(await loadCatalogue(ctx.db)).contents.has(id)
    }
    case 'trailers': {
      const id = contentRefId(first)
      return id === null || !(await loadCatalogue(ctx.db)).trailers.has(id)
    }
    case 'persons': {
      const id = contentRefId(first)
      return id === null || !(await loadCatalogue(ctx.db)).persons.has(id)
    }
    case 'row':
      return !isSlugOrId(first) || findRow(await loadCatalogue(ctx.db), first) === undefined
    case 'rowset':
    case 'catalog':
      return !isSlugOrId(first) || findRowset(first) === undefined
    case 'news': {
      const id = pathId(first)
      return id === null || !(await loadCatalogue(ctx.db)).news.some((n) => n.id === id)
    }
    case 'packets': {
      const ref = parsePacketRef(first)
      return ref === null || !(await packetExists(ctx.db, ref.packetId))
    }
    case 'provider':
      return !/^[A-Za-z0-9_-]{1,64}$/.test(first) || (await findProvider(ctx.db, first)) === null
    case 'channel':
      return findChannel(await listChannels(ctx.db), first) === undefined
    case 'channels':
      // /channels/{category}/{channel} opens the channel under any category; /channels/{x} is a
      // category or a channel without one (spec 2 §2)
      if (second !== undefined && second !== '')
        return findChannel(await listChannels(ctx.db), second) === undefined
      return (
        findCategory(await listCategories(ctx.db), first) === undefined &&
        findChannel(await listChannels(ctx.db), first) === undefined
      )
    default:
      return false
  }
}
