import { useEffect, useState, type MouseEvent } from 'react'
import {
  NavigationType,
  Route,
  Routes,
  createPath,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
} from 'react-router'
import { isEmbedPath, leavesEmbed, openOutsideEmbed } from '../../shared/embed-mode'
import { Spinner } from '../../shared/ui/spinner'
import { ToastRegion } from '../../shared/ui/toast-region'
import { ModalHostSlot } from '../modal-host-slot'
import { PageOutlet } from '../routes'
import { ErrorDialogHost, useNetworkInfo, useSession } from '../session-bridge'
import { useBodyClass, useBranding } from '../shell-effects'
import styles from './app-layout.module.css'

/**
 * The location the embed shows. A navigation that leaves the embed (a link, a button's navigate, a
 * dialog's "back") is the app, not the channel: it opens in a new top-level window and the frame goes
 * back to the embed page, which never stops showing it (issue 30: "На главную" opened the signed-in
 * app, top-up, cards, profiles and sign-out, inside the partner's frame).
 */
export function useEmbedLocation(): Location {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const inside = isEmbedPath(location.pathname)
  const [embedLocation, setEmbedLocation] = useState(location)
  // the last location inside the embed, kept as the render sees it (no effect, no second render)
  if (inside && embedLocation !== location) setEmbedLocation(location)
  useEffect(() => {
    if (inside) return
    // a step back in the frame's history is no one's click: no window for it
    if (navigationType !== NavigationType.Pop) openOutsideEmbed(createPath(location))
    if (navigationType === NavigationType.Push) void navigate(-1)
    else void navigate(embedLocation, { replace: true })
  }, [inside, location, navigationType, navigate, embedLocation])
  return inside ? location : embedLocation
}

/**
 * A click on a link that leaves the embed page at `pathname` opens it in a new window, never inside the
 * frame (the click's own handlers, a router link's navigation, do not run).
 */
export function openLinksOutside(pathname: string) {
  return (event: MouseEvent<HTMLDivElement>): void => {
    if (event.defaultPrevented || event.button !== 0) return
    const anchor = (event.target as Element).closest('a[href]')
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return
    if (!leavesEmbed(anchor.href, { origin: window.location.origin, pathname })) return
    event.preventDefault()
    event.stopPropagation()
    openOutsideEmbed(anchor.href)
  }
}

/**
 * The shell of an embed page (spec 2 §2 /channel_embed/{id}, framed by a partner site): the channel
 * page and what belongs to it (its PIN, error and message dialogs), nothing of the app's (header,
 * footer, menus, prompts, modal pages, the app's modals); every way out opens a new window.
 */
export function EmbedLayout() {
  const session = useSession()
  const networkInfo = useNetworkInfo()
  const location = useEmbedLocation()
  useBodyClass(location.pathname)
  useBranding(networkInfo)
  return (
    // the children see the embed's location (Routes gives it to useLocation below), never the app's
    <Routes location={location}>
      <Route
        path="*"
        element={
          <div className={styles.shell} onClickCapture={openLinksOutside(location.pathname)}>
            <main id="main" tabIndex={-1} className={styles.main}>
              {session.status === 'starting' ? <Spinner /> : <PageOutlet />}
            </main>
            <ModalHostSlot forbidClose={() => false} />
            <ErrorDialogHost />
            <ToastRegion />
          </div>
        }
      />
    </Routes>
  )
}
