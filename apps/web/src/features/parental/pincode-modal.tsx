import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { patchSelf, sendParentalCode } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { sessionStore } from '../session/session-store'
import { useSession } from '../session/use-session'
import {
  PIN_LENGTH,
  checkPin,
  isCompletePin,
  normalisePinInput,
  setPinTransition,
  type SetPinStep,
} from './parental-check'
import { parentalStore } from './parental-store'
import styles from './pincode-modal.module.css'

interface PinFieldProps {
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
  onComplete?: (value: string) => void
}

/** One 4-digit PIN field; a complete PIN auto-submits (spec 3 §4). */
function PinField({ label, value, error, onChange, onComplete }: PinFieldProps) {
  const id = useId()
  const ref = useFocusOnMount<HTMLInputElement>()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="\d{4}"
        maxLength={PIN_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const next = normalisePinInput(e.target.value)
          onChange(next)
          if (isCompletePin(next) && next !== value) onComplete?.(next)
        }}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** Enter the PIN (spec 3 §4): a wrong one shows error_wrong_code and the send-by-SMS option. */
function EnterPin({ stored, onDone }: { stored: string | null; onDone: () => void }) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const sms = useMutation({ mutationFn: () => apiRequest(sendParentalCode, {}) })
  const submit = (pin: string) => {
    if (checkPin(pin, stored) === 'ok') {
      parentalStore.granted()
      onDone()
      return
    }
    setError(t('error_wrong_code'))
    setValue('')
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (isCompletePin(value)) submit(value)
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>{t('pincode_text')}</p>
      <PinField
        label={t('pincode_label')}
        value={value}
        error={error}
        onChange={(v) => {
          setValue(v)
          if (v) setError(null)
        }}
        onComplete={submit}
      />
      <div className={styles.row}>
        <Button type="submit" disabled={!isCompletePin(value)}>
          {t('pincode_submit')}
        </Button>
        {error && (
          <Button variant="secondary" disabled={sms.isPending} onClick={() => sms.mutate()}>
            {t('pincode_send_sms')}
          </Button>
        )}
      </div>
      {sms.isSuccess && (
        <p className={styles.hint} role="status">
          {sms.data.message || t('pincode_sms_sent')}
        </p>
      )}
      {sms.isError && (
        <p className={styles.error} role="alert">
          {isApiError(sms.error) ? sms.error.message : t('pincode_sms_failed')}
        </p>
      )}
    </form>
  )
}

/** The set-PIN dialog (spec 3 §4): step 1 new PIN, step 2 repeat; saved by PATCH users/self {pincode}. */
export function SetPin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [state, setState] = useState<SetPinStep>({ step: 1, first: '', error: null })
  const [value, setValue] = useState('')
  const save = useMutation({
    mutationFn: (pincode: string) => apiRequest(patchSelf, { body: { pincode } }),
    onSuccess: (user) => {
      // spec 3 §7: "Setting the PIN: the response replaces user data."
      sessionStore.signedIn(user)
      parentalStore.granted()
      onDone()
    },
  })
  const apply = (event: Parameters<typeof setPinTransition>[1]) => {
    const next = setPinTransition(state, event)
    if (next.step === 'save') {
      save.mutate(next.pin)
      return
    }
    if (next !== state) setValue('')
    setState(next)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    apply(state.step === 1 ? { type: 'proceed', value } : { type: 'confirm', value })
  }
  const error =
    state.step === 2 && state.error ? t(state.error) : save.isError ? t('pincode_save_failed') : null
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>{t('parental_set_text')}</p>
      <PinField
        key={state.step}
        label={state.step === 1 ? t('parental_set_new') : t('parental_set_repeat')}
        value={value}
        error={error}
        onChange={setValue}
      />
      <div className={styles.row}>
        {state.step === 2 && (
          <Button variant="secondary" onClick={() => apply({ type: 'back' })}>
            {t('back')}
          </Button>
        )}
        <Button type="submit" disabled={!isCompletePin(value) || save.isPending}>
          {state.step === 1 ? t('parental_set_proceed') : t('parental_set_confirm')}
        </Button>
      </div>
    </form>
  )
}

/**
 * The `#pincode` modal body (spec 1 §4 "Parental check", spec 3 §4 "Parental PIN"): the PIN, or the
 * set-PIN steps when the viewer has none yet, or a sign-in prompt when nobody is signed in.
 */
export default function PincodeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  if (session.status !== 'guest' && session.status !== 'user') {
    return (
      <div className={styles.form}>
        <p>{t('pincode_sign_in')}</p>
        <Button onClick={() => modal.open('auth')}>{t('auth_title')}</Button>
      </div>
    )
  }
  const { user } = session
  if (!user.parental_code) return <SetPin onDone={onClose} />
  return <EnterPin stored={user.parental_code} onDone={onClose} />
}
