import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { ComingSoon } from '../../shared/ui/coming-soon'
import { userDisplayName } from '../layout/settings-menu-rules'
import { LogoutConfirm } from '../logout-confirm'
import { useSession } from '../session-bridge'
import styles from './settings-start.module.css'

/**
 * The start of the settings modal page (spec 3 §2 "Settings area"): who is signed in and sign-out
 * (with the confirmation spec 3 §2 asks for); the rest of the settings area is a later issue. A guest is
 * offered sign-in instead.
 */
export function SettingsStart({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const [confirming, setConfirming] = useState(false)
  if (session.status !== 'user') {
    return (
      <div className={styles.body}>
        <ComingSoon section={t('section_settings')} inModal />
        <Button onClick={() => modal.open('auth')}>{t('sign_in')}</Button>
      </div>
    )
  }
  const { user } = session
  if (confirming) return <LogoutConfirm onCancel={() => setConfirming(false)} onDone={onDone} />
  return (
    <div className={styles.body}>
      <p className={styles.who}>{userDisplayName(user)}</p>
      {user.phone && user.first_name && <p className={styles.muted}>{user.phone}</p>}
      <ComingSoon section={t('section_settings')} inModal />
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('sign_out')}
      </Button>
    </div>
  )
}
