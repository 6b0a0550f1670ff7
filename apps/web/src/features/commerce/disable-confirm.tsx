import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import styles from './account.module.css'

/**
 * The confirmation before disabling a subscription (spec 3 §4 "disable (confirmation, then parental
 * check)"): inline under the packet's buttons; focus moves to it, Escape says no.
 */
export function DisableConfirm({ text, onYes, onNo }: { text: string; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const noRef = useRef<HTMLButtonElement>(null)
  useEffect(() => noRef.current?.focus(), [])
  return (
    // Escape says no (keyboard users leave the question as they would a dialog)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog's Escape
    <div
      role="alertdialog"
      aria-labelledby={id}
      className={styles.confirm}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onNo()
      }}
    >
      <p id={id}>{text}</p>
      <div className={styles.actions}>
        <Button onClick={onYes}>{t('acc_yes_disable')}</Button>
        <Button ref={noRef} variant="secondary" onClick={onNo}>
          {t('acc_no_keep')}
        </Button>
      </div>
    </div>
  )
}
