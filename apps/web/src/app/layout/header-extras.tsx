import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import type { HeaderExtras as Extras } from './promo-rules'
import styles from './header.module.css'

/** The promo-packet button reads the packets: a lazy chunk, out of the initial JavaScript. */
const PromoPacketButton = lazy(() => import('./promo-packet-button'))

/** The header's promo-packet, promo-code, promo-days and how-to-install buttons (spec 3 §2 "Header"; promo-rules.ts). */
export function HeaderExtras({ extras }: { extras: Extras }) {
  const { t } = useTranslation()
  const modal = useModal()
  return (
    <>
      {extras.promoPacket && (
        <Suspense fallback={null}>
          <PromoPacketButton />
        </Suspense>
      )}
      {extras.promoDays !== undefined && (
        <Button size="small" className={styles.extra} onClick={() => modal.open('auth')}>
          {t('promo_days_watch', { count: extras.promoDays })}
        </Button>
      )}
      {extras.promoCode && (
        <Button
          size="small"
          variant="ghost"
          className={[styles.extra, styles.secondary].join(' ')}
          onClick={() => modal.open('promocode')}
        >
          {t('footer_enter_promo')}
        </Button>
      )}
      {extras.howToInstall && (
        <Link to="/instructions" className={[styles.extra, styles.secondary, styles.textLink].join(' ')}>
          {t('how_to_install')}
        </Link>
      )}
    </>
  )
}
