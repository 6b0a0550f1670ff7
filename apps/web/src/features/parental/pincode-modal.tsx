import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import type { PinChangeProof } from './api'
import { EnterPin } from './enter-pin'
import { parentalStore } from '../../shared/parental/parental-store'
import { hasPin } from '../../shared/parental/pin-verification'
import { SetPin } from './set-pin'
import styles from './pincode-modal.module.css'

export { SetPin } from './set-pin'

/**
 * The `#pincode` modal body (spec 1 §4 "Parental check", spec 3 §4 "Parental PIN"): the PIN, checked
 * by the server; the set-PIN steps when the viewer has none yet or reset it by SMS; a sign-in prompt
 * for a guest or nobody.
 */
export default function PincodeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const [reset, setReset] = useState<PinChangeProof | null>(null)
  // spec 1 §6: a guest signs in first: it is not asked to create a PIN (issue 30)
  if (!isLoggedIn(session)) {
    return (
      <div className={styles.form}>
        <p>{t('pincode_sign_in')}</p>
        <Button onClick={() => modal.open('auth')}>{t('auth_title')}</Button>
      </div>
    )
  }
  if (!hasPin(session.user) || reset) return <SetPin onDone={onClose} proof={reset} />
  return (
    <EnterPin
      hint={t('pincode_text')}
      onPassed={() => {
        parentalStore.granted()
        onClose()
      }}
      onResetCode={(code) => setReset({ pincode_sms_code: code })}
    />
  )
}
