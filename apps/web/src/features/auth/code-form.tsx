import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { digitsOnly, isCodeComplete } from './phone-mask'
import { resendSecondsLeft } from './resend-timer'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import styles from './auth-modal.module.css'

interface Props {
  /** Where the code went. */
  hint: string
  length: number
  sentAt: number
  countdownS: number
  busy: boolean
  error: string | undefined
  onSubmit: (code: string) => void
  onResend: () => void
  onBack: () => void
}

/** Step 2: the code, auto-submitted when complete, with the 60 s resend countdown (spec 3 §4). */
export function CodeForm({
  hint,
  length,
  sentAt,
  countdownS,
  busy,
  error,
  onSubmit,
  onResend,
  onBack,
}: Props) {
  const { t } = useTranslation()
  const focusRef = useFocusOnMount<HTMLInputElement>()
  const id = useId()
  const [code, setCode] = useState('')
  const [now, setNow] = useState(() => Date.now())
  const left = resendSecondsLeft(sentAt, now, countdownS)

  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left])

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (isCodeComplete(code, length) && !busy) onSubmit(code)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>{t('code')}</label>
        <input
          id={`${id}-code`}
          ref={focusRef}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          required
          aria-invalid={error ? true : undefined}
          value={code}
          onChange={(e) => {
            const next = digitsOnly(e.target.value).slice(0, length)
            setCode(next)
            // spec 3 §4: the code is sent as soon as it is complete
            if (isCodeComplete(next, length) && !busy) onSubmit(next)
          }}
        />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" block disabled={busy || !isCodeComplete(code, length)}>
        {t('sign_in')}
      </Button>
      <div className={styles.row}>
        {left > 0 ? (
          <span className={styles.hint} aria-live="off">
            {t('resend_code_in', { seconds: left })}
          </span>
        ) : (
          <Button
            variant="ghost"
            size="small"
            disabled={busy}
            onClick={() => {
              setCode('')
              setNow(Date.now())
              onResend()
            }}
          >
            {t('resend_code')}
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </form>
  )
}
