import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { PageFrame } from '../../shared/ui/page-frame'
import { useSession } from '../../shared/session/use-session'
import styles from './account.module.css'

/**
 * /promo?code=, /promo/{id} and /gift (spec 3 §2 "Promo pages"): the promo activation title and the
 * promo wizard over it. The wizard opens by itself once the session is known, and again after signing
 * in (wizard step 2 sends the viewer here with #auth: spec 1 §4 "after login … the promo modal").
 */
export default function PromoPage() {
  const { t } = useTranslation()
  const modal = useModal()
  const location = useLocation()
  const session = useSession()
  const openedFor = useRef<string | null>(null)
  useEffect(() => {
    if (session.status === 'starting' || location.hash) return
    if (openedFor.current === session.status) return
    openedFor.current = session.status
    modal.open('promocode_wizard')
  }, [session.status, location.hash, modal])
  return (
    <PageFrame title={t('section_promo')}>
      <div className={styles.body}>
        <span className={styles.gift} aria-hidden="true">
          🎁
        </span>
        <p>{t('acc_promo_page_text')}</p>
        <div className={styles.actions}>
          <Button onClick={() => modal.open('promocode_wizard')}>{t('acc_promo_enter')}</Button>
        </div>
      </div>
    </PageFrame>
  )
}
