import { lazy, Suspense, useState } from 'react'
import type { Resources } from '@efir/contract'
import {
  chooseAppRedirect,
  createSkipFlag,
  phonePlatform,
  type PhonePlatform,
} from '../features/app-redirect/app-redirect-rules'
import { readPartner } from '../shared/partner'
import { partnerVariant } from '../shared/partner-variants'
import { isWebView } from '../shared/web-view'

/** The overlay is its own chunk again: most phone visits never show it. */
const AppRedirectOverlay = lazy(() => import('../features/app-redirect/app-redirect-overlay'))

const localStorageOrUndefined = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
/** spec 3 §4: the "stay in browser" flag, in memory for the page and in local storage for later visits. */
const skipFlag = createSkipFlag(localStorageOrUndefined())

const storeFor = (resources: Resources | undefined, platform: PhonePlatform | null): string | null =>
  platform ? (resources?.stores[platform] ?? null) : null

/** spec 3 §4 "Redirect-to-app overlay and partner variants": decides here, draws lazily. */
export default function AppRedirectSlot({
  resources,
  brandName,
  bareMode,
}: {
  resources: Resources | undefined
  brandName: string
  /** a page without the product's chrome (embed, account-only, mini-app) */
  bareMode: boolean
}) {
  const [skipped, setSkipped] = useState(() => skipFlag.get())
  const userAgent = navigator.userAgent
  const platform = phonePlatform(userAgent)
  const deepLink = resources?.app_deep_link ?? null
  const redirect = chooseAppRedirect({
    platform,
    webView: isWebView(userAgent),
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    bareMode,
    skipped,
    superAppPromo: !!partnerVariant(readPartner())?.superAppPromo,
    deepLink,
    storeUrl: storeFor(resources, platform),
  })
  if (redirect.kind === 'none') return null
  return (
    <Suspense fallback={null}>
      <AppRedirectOverlay
        redirect={redirect}
        brandName={brandName}
        deepLink={deepLink}
        onStay={() => {
          skipFlag.set()
          setSkipped(true)
        }}
      />
    </Suspense>
  )
}
