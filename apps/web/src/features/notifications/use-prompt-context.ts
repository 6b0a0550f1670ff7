import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useNetworkInfo, useResources, useSession, isSignedIn } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import {
  FREEDOMMEDIA_INSTALL_AFTER_MS,
  promptPlatform,
  type PromptContext,
} from '../../shared/notifications/prompt-rules'
import { promptStore, usePromptFacts } from '../../shared/notifications/prompt-store'
import { useInstallEvent } from './install-event'

function notificationPermission(): PromptContext['notificationPermission'] {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Counts route changes in the prompt store (it outlives the host, should the shell remount it). */
function useNavigationSteps(): number {
  const { pathname } = useLocation()
  useEffect(() => promptStore.navigated(pathname), [pathname])
  return usePromptFacts().navigationSteps
}

const sinceStart = () => performance.now()

/** ms since the page session started, as of mounting and again once the freedommedia threshold passed. */
function useSessionMs(): number {
  const [ms, setMs] = useState(sinceStart)
  useEffect(() => {
    if (ms >= FREEDOMMEDIA_INSTALL_AFTER_MS) return
    const timer = setTimeout(() => setMs(sinceStart()), FREEDOMMEDIA_INSTALL_AFTER_MS - ms)
    return () => clearTimeout(timer)
  }, [ms])
  return ms
}

/**
 * Gathers what `choosePrompt` decides from. The browser's notification permission is read when the host
 * mounts and again by `refreshPermission` (after the permission prompt asked the browser).
 */
export function usePromptContext(): { context: PromptContext; refreshPermission: () => void } {
  const session = useSession()
  const network = useNetworkInfo()
  const resources = useResources()
  const facts = usePromptFacts()
  const steps = useNavigationSteps()
  const sessionMs = useSessionMs()
  const install = useInstallEvent()
  const [permission, setPermission] = useState(notificationPermission)
  const [platform] = useState(() =>
    promptPlatform(navigator.userAgent, window.matchMedia?.('(display-mode: standalone)').matches ?? false),
  )
  const apps = network?.provider?.apps
  const store = (links: { ios: string | null; android: string | null } | null | undefined) =>
    (platform.ios ? links?.ios : platform.android ? links?.android : null) ?? null
  const user = isSignedIn(session) ? session.user : null
  const context: PromptContext = {
    signedIn: isLoggedIn(session),
    hasPurchases: false, // NOTE: only signed-in accounts can buy, so a viewer who is not has none
    promoDays: network?.promo_days,
    hasDevice: user !== null,
    registerAsked: facts.asked.has('register'),
    email: isLoggedIn(session) ? (user?.email ?? null) : undefined,
    surveyAsked: facts.asked.has('survey_unsubscribe'),
    notificationPermission: permission,
    navigationSteps: steps,
    platform,
    installEventReady: install !== null,
    productStoreUrl: store(resources?.stores),
    freedommediaStoreUrl: store(apps?.freedommedia),
    freedommediaPromoUrl: apps?.freedommedia_promo ?? null,
    sessionMs,
  }
  return { context, refreshPermission: () => setPermission(notificationPermission()) }
}
