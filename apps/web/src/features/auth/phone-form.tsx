import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { formatPhone, isHoneypotClean, normalisePhone, validatePhone } from './phone-mask'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import styles from './auth-modal.module.css'

interface Props {
  mask: string | undefined
  /** spec 3 §5: the main brand's phone rules (no mask; the length follows the first digit). */
  mainBrand: boolean
  busy: boolean
  /** Server-side error text of the last attempt. */
  error: string | undefined
  onSubmit: (phone: string) => void
  /** The provider has a messenger bot: the code may come there instead (spec 3 §4 "Login modal"). */
  onMessenger?: (phone: string) => void
}

/** Step 1 of the login modal: phone with the provider's mask (spec 3 §4, §5). */
export function PhoneForm({ mask, mainBrand, busy, error, onSubmit, onMessenger }: Props) {
  const { t } = useTranslation()
  const focusRef = useFocusOnMount<HTMLInputElement>()
  const id = useId()
  const [digits, setDigits] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [localError, setLocalError] = useState<string>()

  /** The phone when it may be sent; shows the problem otherwise. */
  const checked = (): string | undefined => {
    const problem = validatePhone(digits, mask, mainBrand)
    if (problem) {
      setLocalError(t(problem))
      return undefined
    }
    // spec 3 §5: a filled honeypot means a bot: send nothing
    if (!isHoneypotClean(honeypot)) return undefined
    setLocalError(undefined)
    return digits
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const phone = checked()
    if (phone) onSubmit(phone)
  }

  const shown = localError ?? error
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>{t('phone')}</label>
        <input
          id={`${id}-phone`}
          ref={focusRef}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          placeholder={mask?.replace(/#/g, '_')}
          value={formatPhone(digits, mask)}
          onChange={(e) => {
            setDigits(normalisePhone(e.target.value, mask, mainBrand))
            setLocalError(undefined)
          }}
        />
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-name`}>{t('honeypot_name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {shown && (
        <div id={`${id}-error`}>
          <Alert tone="error">{shown}</Alert>
        </div>
      )}
      <Button type="submit" block disabled={busy}>
        {t('send_code')}
      </Button>
      {onMessenger && (
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => {
            const phone = checked()
            if (phone) onMessenger(phone)
          }}
        >
          {t('messenger_code_get')}
        </Button>
      )}
    </form>
  )
}
