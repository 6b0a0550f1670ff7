import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { Button } from '../../shared/ui/button'
import { sessionStore } from '../../shared/session/session-store'
import { isSignedIn, useSession } from '../../shared/session/use-session'
import { refusalText, useSavePin, type PinChangeProof } from './api'
import { EnterPin } from './enter-pin'
import { isCompletePin, setPinTransition, type SetPinStep } from '../../shared/parental/parental-check'
import { parentalStore } from '../../shared/parental/parental-store'
import { hasPin } from '../../shared/parental/pin-verification'
import { PinField } from './pin-field'
import styles from './pincode-modal.module.css'

/**
 * The set-PIN dialog (spec 3 §4): step 1 new PIN, step 2 repeat; saved by PATCH users/self {pincode}.
 * Changing an existing PIN first asks the current one (spec 1 §5) or its SMS reset code (`proof`).
 */
export function SetPin({
  onDone,
  proof: given = null,
}: {
  onDone: () => void
  proof?: PinChangeProof | null
}) {
  const { t } = useTranslation()
  const session = useSession()
  const pinExists = isSignedIn(session) && hasPin(session.user)
  const [proof, setProof] = useState<PinChangeProof | null>(given)
  const [proofError, setProofError] = useState<string | null>(null)
  const [state, setState] = useState<SetPinStep>({ step: 1, first: '', error: null })
  const [value, setValue] = useState('')
  const save = useSavePin()
  if (pinExists && !proof) {
    return (
      <>
        {proofError && (
          <p className={styles.error} role="alert">
            {proofError}
          </p>
        )}
        <EnterPin
          hint={t('parental_change_current')}
          onPassed={(pin) => setProof({ current_pincode: pin })}
          onResetCode={(code) => setProof({ pincode_sms_code: code })}
        />
      </>
    )
  }
  const apply = (event: Parameters<typeof setPinTransition>[1]) => {
    const next = setPinTransition(state, event)
    if (next.step === 'save') {
      save.mutate(
        { pincode: next.pin, proof },
        {
          onSuccess: (user) => {
            // spec 3 §7: "Setting the PIN: the response replaces user data."
            sessionStore.signedIn(user)
            parentalStore.granted()
            onDone()
          },
          onError: (error) => {
            // a wrong or locked proof: back to it, with the server's reason
            if (!isApiError(error) || error.status < 400 || error.status >= 500 || !proof) return
            setProofError(refusalText(error, t, 'pincode_save_failed'))
            setProof(null)
            setState({ step: 1, first: '', error: null })
          },
        },
      )
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
    state.step === 2 && state.error
      ? t(state.error)
      : save.isError
        ? refusalText(save.error, t, 'pincode_save_failed')
        : null
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
