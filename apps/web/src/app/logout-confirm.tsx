import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InlineConfirm } from '../shared/ui/inline-confirm'
import { useLogout } from './session-bridge'
import styles from './logout-confirm.module.css'

/**
 * spec 3 §2 "Settings area": logout asks confirmation. A small alertdialog in place of the menu that
 * asked; confirming runs the session logout (spec 1 §4), cancelling returns to the menu.
 */
export function LogoutConfirm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const logout = useLogout()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await logout()
      onDone()
    } catch {
      setBusy(false) // the generic error dialog shows what failed
    }
  }
  return (
    <InlineConfirm
      question={t('sign_out_confirm')}
      confirmLabel={t('sign_out')}
      busy={busy}
      className={styles.confirm}
      actionsClassName={styles.actions}
      onYes={() => void confirm()}
      onNo={onCancel}
    />
  )
}
