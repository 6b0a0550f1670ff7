import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readPartner } from '../shared/partner'
import { signOutRedirect } from '../shared/partner-variants'
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
      const partnerSite = signOutRedirect(readPartner())
      await logout()
      // spec 1 §6: a partner's viewer signs out back to the partner's site
      if (partnerSite) window.location.assign(partnerSite)
      else onDone()
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
