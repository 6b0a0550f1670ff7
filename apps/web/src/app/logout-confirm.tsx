import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../shared/ui/button'
import { useLogout } from './session-bridge'
import styles from './logout-confirm.module.css'

/**
 * spec 3 §2 "Settings area": logout asks confirmation. A small alertdialog in place of the menu that
 * asked; confirming runs the session logout (spec 1 §4), cancelling returns to the menu.
 */
export function LogoutConfirm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const logout = useLogout()
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  // The safe choice takes focus (WAI-ARIA alertdialog pattern).
  useEffect(() => cancelRef.current?.focus(), [])

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
    <div role="alertdialog" aria-labelledby={titleId} className={styles.confirm}>
      <h2 id={titleId} className={styles.title}>
        {t('sign_out_confirm')}
      </h2>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void confirm()}>
          {t('sign_out')}
        </Button>
        <Button ref={cancelRef} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  )
}
