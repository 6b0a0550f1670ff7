import type * as ChannelRoutes from './channel-routes'
import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { HANDLES_ERRORS } from '../shared/api/unhandled-errors'
import { categoryListOptions, channelListOptions } from '../shared/live/channel-list'
import { sessionStore, type SessionStore } from '../shared/session/session-store'
import { toSessionView } from '../shared/session/use-session'
import { PAGE_ROUTES } from './route-table'

let channelRoutes: Promise<typeof ChannelRoutes> | undefined
/** The live-TV routes' chunk (app/routes.tsx renders them from it), fetched once. */
export const loadChannelRoutes = () => (channelRoutes ??= import('./channel-routes'))
/** Fetches it ahead of the first live page (the shell's idle preloads). */
export const preloadChannelRoutes = (): void =>
  void loadChannelRoutes().catch(() => (channelRoutes = undefined))

/** Screens whose first screen is drawn from the channel list and its categories. */
const LIVE_SCREENS = new Set(['channels', 'channel', 'channel_embed', 'channels_free', 'guide'])

const screenOf = (path: string) => PAGE_ROUTES.find((route) => matchPath(route.path, path))?.screen

/** Whether the page at `path` opens with the channel list (pure). */
export function opensWithChannelList(path: string): boolean {
  const screen = screenOf(path)
  return screen !== undefined && LIVE_SCREENS.has(screen)
}

/**
 * A live page asks the channel list and categories the moment the start-up ends, not after its
 * route's chunk has loaded and the shell's first render committed (issue 11: the guide's first paint);
 * the page's own queries join these requests, and the guide's chunk comes meanwhile. Call once,
 * before the start-up.
 */
export function prefetchLiveLists(
  queryClient: QueryClient,
  path: string = window.location.pathname,
  store: SessionStore = sessionStore,
): void {
  if (!opensWithChannelList(path)) return
  // the live routes' chunk comes during the start-up too (issue 32: it is not in the initial JavaScript)
  if (screenOf(path) !== 'guide') preloadChannelRoutes()
  // the grid's chunk downloads during the start-up too (routes.tsx asks for it only once it has ended)
  if (screenOf(path) === 'guide') import('./guide-route').catch(() => undefined) // the route retries
  const stop = store.subscribe(() => {
    const view = toSessionView(store.get())
    if (view.status === 'starting') return
    stop()
    if (view.status !== 'guest' && view.status !== 'user' && view.status !== 'anonymous') return
    const network = store.get().network
    void queryClient.prefetchQuery({ ...channelListOptions(view, network), meta: HANDLES_ERRORS })
    void queryClient.prefetchQuery({ ...categoryListOptions(), meta: HANDLES_ERRORS })
  })
}
