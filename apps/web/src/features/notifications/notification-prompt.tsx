import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { modalIdFromHash } from '../../shared/hooks/modal-ids'
import { useModal } from '../../shared/hooks/use-modal'
import { Button, IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { useNetworkInfo } from '../../shared/session/use-session'
import { promptStore, useActivePrompt } from '../../shared/notifications/prompt-store'
import styles from './notification-prompt.module.css'

/** The one notification prompt (spec 3 §4), hidden while a modal is open. Mount once in the shell. */
export function NotificationPrompt() {
  const { t } = useTranslation()
  const kind = useActivePrompt()
  const location = useLocation()
  const modal = useModal()
  const network = useNetworkInfo()
  if (kind !== 'register' || modalIdFromHash(location.hash)) return null
  const days = network?.promo_days ?? 0
  return (
    <section className={styles.prompt} aria-label={t('prompt_register_title')}>
      <p className={styles.text}>
        <strong>{t('prompt_register_title')}</strong>
        {days > 0 && <span>{t('promo_days_watch', { count: days })}</span>}
      </p>
      <Button
        onClick={() => {
          promptStore.dismiss('register')
          modal.open('auth')
        }}
      >
        {t('prompt_register_action')}
      </Button>
      <IconButton
        label={t('prompt_close')}
        icon={<CloseIcon />}
        onClick={() => promptStore.close('register')}
      />
    </section>
  )
}
