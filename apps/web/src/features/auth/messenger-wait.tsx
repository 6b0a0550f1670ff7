import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getOtpExist } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import { MESSENGER_POLL_MS } from './messenger-code'
import styles from './auth-modal.module.css'

interface Props {
  phone: string
  phoneShown: string
  botUrl: string
  /** The bot has sent the code: ask for it. */
  onCodeSent: () => void
  onSms: () => void
  onBack: () => void
}

/**
 * The messenger code flow's wait (spec 3 §4 "Login modal"): the bot is open in another window; the code's
 * status is polled every 5 s (spec 3 §9), also while this tab is behind the messenger's, and the code
 * step follows once the bot has sent it.
 */
export function MessengerWait({ phone, phoneShown, botUrl, onCodeSent, onSms, onBack }: Props) {
  const { t } = useTranslation()
  const focusRef = useFocusOnMount<HTMLAnchorElement>()
  const status = useQuery({
    ...endpointQueryOptions(getOtpExist, { query: { phone } }),
    refetchInterval: MESSENGER_POLL_MS,
    refetchIntervalInBackground: true,
    meta: HANDLES_ERRORS,
  })
  const sent = status.data?.otp_exist === true
  useEffect(() => {
    if (sent) onCodeSent()
  }, [sent, onCodeSent])

  return (
    <div className={styles.form} aria-busy={!sent}>
      <p className={styles.hint} role="status">
        {t('messenger_code_wait', { phone: phoneShown })}
      </p>
      {status.isError && <Alert tone="error">{t('messenger_code_status_error')}</Alert>}
      <a ref={focusRef} className={styles.link} href={botUrl} target="_blank" rel="noopener noreferrer">
        {t('messenger_code_open')}
      </a>
      <div className={styles.row}>
        <Button variant="ghost" size="small" onClick={onSms}>
          {t('messenger_code_by_sms')}
        </Button>
        <Button variant="ghost" size="small" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </div>
  )
}
