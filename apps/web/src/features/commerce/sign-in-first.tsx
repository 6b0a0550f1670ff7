import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import styles from './account.module.css'

/** A guest (or nobody) opened a money modal by its address: money needs an account (spec 3 §6). */
export function SignInFirst({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const modal = useModal()
  return (
    <div className={styles.body}>
      <p>{t('acc_sign_in_first')}</p>
      <div className={styles.actions}>
        <Button onClick={() => modal.open('auth')}>{t('sign_in')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </div>
  )
}
