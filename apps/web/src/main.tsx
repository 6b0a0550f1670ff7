import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { wireAnalyticsReady } from './app/analytics-ready'
import { prefetchStartRows } from './app/home-prefetch'
import { whenIdle } from './app/idle-preload'
import { AppLayout } from './app/layout/app-layout'
import { prefetchLiveLists } from './app/live-prefetch'
import { Providers, createQueryClient, createSession } from './app/providers'
import { beginSession } from './app/session-bridge'
import { listenForInstall } from './features/notifications/install-event'
import { startWebVitals } from './app/web-vitals'
import { loadRuntimeConfig } from './shared/api/api-base'
import { loadSession } from './shared/session/session-persist'
import { initI18n } from './shared/i18n/i18n'
import { ErrorBoundary } from './shared/ui/error-boundary'
import './shared/styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The session controller first: every API request reads its token.
const session = createSession()
const queryClient = createQueryClient()
session.attach({ queryClient })
// Analytics events wait for the session's user data (spec 2 §4), wherever the first one comes from.
wireAnalyticsReady()
// The start-up of spec 1 §4 (/config.json first) goes out beside the texts, before the first render;
// a live page's channel list follows it at once. The router reads the cleaned address when it mounts.
prefetchLiveLists(queryClient)
// issue 32: a first-time guest's start page asks its rows beside the start-up (read before it stores anything)
const firstVisit = {
  path: window.location.pathname,
  search: window.location.search,
  stored: loadSession(),
  cookie: document.cookie,
}
beginSession(session, (path) => window.history.replaceState(window.history.state, '', path))
prefetchStartRows({ ...firstVisit, queryToken: session.startParams().token }, session.store.get)
// spec 3 §4: inside a mobile app's webview, links leave through the app's bridge (a lazy chunk, loaded
// only on Android webview or iOS user agents; it checks for a webview itself: shared/web-view.ts).
// Without its chunk, links simply stay the browser's.
if (/; wv\)|iPhone|iPad|iPod/.test(navigator.userAgent))
  import('./app/web-view-host').then((m) => m.startWebViewHost()).catch(() => undefined)
// spec 3 §4 "Install prompt": Chromium's install offer is kept from the start; the prompt showing it
// is a lazy chunk that may load after the event
listenForInstall()
// Texts first: rendering before the first translation file would flash raw keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} session={session}>
        <ErrorBoundary>
          <AppLayout />
        </ErrorBoundary>
      </Providers>
    </StrictMode>,
  )
  startWebVitals()
  // The installable web app (manifest and service worker) once the first page is up: not in the way of
  // the start, and its code is a chunk of its own.
  whenIdle(
    () =>
      void Promise.all([loadRuntimeConfig(), import('./shared/pwa/web-app')])
        .then(([config, webApp]) => webApp.startWebApp(config))
        .catch(() => undefined), // not installable this time; the page works as it is
  )
})
