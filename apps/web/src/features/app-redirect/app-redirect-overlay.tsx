import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import { useOverlayLayer } from '../../shared/ui/overlay-layers'
import { openAppOrStore, SUPER_APP_OFFER, type AppRedirect } from './app-redirect-rules'
import styles from './app-redirect-overlay.module.css'

export interface AppRedirectOverlayProps {
  redirect: Exclude<AppRedirect, { kind: 'none' }>
  brandName: string
  /** the provider's app deep link (tried before the store page), or null */
  deepLink: string | null
  /** "stay in browser": the host sets the skip flag and unmounts the overlay */
  onStay: () => void
}

const browser = {
  navigate: (url: string) => window.location.assign(url),
  visible: () => document.visibilityState === 'visible',
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
}

/**
 * spec 3 §4 "Redirect-to-app overlay": open the app (its deep link, then the store page) or stay in the
 * browser; for the super-app partner two screens, the offer first (spec 3 §9), then the store links.
 * A bottom sheet dialog: focus starts on its main action, Escape means "stay"; the notification prompts
 * hide while it shows.
 */
export default function AppRedirectOverlay({
  redirect,
  brandName,
  deepLink,
  onStay,
}: AppRedirectOverlayProps) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const [screen, setScreen] = useState<'offer' | 'stores'>(redirect.kind === 'super-app' ? 'offer' : 'stores')
  const main = useRef<HTMLButtonElement>(null)
  // spec 3 §4: one offer at a time — the notification prompts (the app's install prompt) hide under it
  useOverlayLayer(false)
  useEffect(() => main.current?.focus(), [screen])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStay()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onStay])

  const open = () =>
    openAppOrStore(
      {
        platform: redirect.platform,
        deepLink: redirect.kind === 'open-app' ? redirect.deepLink : deepLink,
        storeUrl: redirect.storeUrl,
      },
      browser,
    )
  const price = new Intl.NumberFormat(i18n.language).format(SUPER_APP_OFFER.priceUzs)

  return (
    <div className={styles.backdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.sheet}
        data-app-redirect={redirect.kind}
      >
        {screen === 'offer' ? (
          <>
            <h2 id={titleId} className={styles.title}>
              {t('superapp_offer_title')}
            </h2>
            <p className={styles.price}>{t('superapp_offer_price', { price, days: SUPER_APP_OFFER.days })}</p>
            <ul className={styles.features}>
              <li>{t('superapp_offer_channels', { n: SUPER_APP_OFFER.channels })}</li>
              <li>{t('superapp_offer_cinemas', { n: SUPER_APP_OFFER.cinemas })}</li>
              <li>{t('superapp_offer_devices', { n: SUPER_APP_OFFER.devices })}</li>
            </ul>
            <div className={styles.actions}>
              <Button ref={main} block onClick={() => setScreen('stores')}>
                {t('superapp_offer_take')}
              </Button>
              <Button variant="ghost" block onClick={onStay}>
                {t('app_redirect_stay')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h2 id={titleId} className={styles.title}>
              {t('app_redirect_title', { name: brandName })}
            </h2>
            <p className={styles.text}>{t('app_redirect_text')}</p>
            <div className={styles.actions}>
              <Button ref={main} block onClick={open}>
                {t(redirect.kind === 'super-app' ? 'app_redirect_download' : 'app_redirect_open')}
              </Button>
              <Button variant="secondary" block onClick={onStay}>
                {t('app_redirect_stay')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
