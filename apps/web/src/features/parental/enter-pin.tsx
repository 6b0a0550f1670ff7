import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import { refusalText, useCheckPin, useSendPinReset } from './api'
import { isCompletePin } from '../../shared/parental/parental-check'
import { PinField } from './pin-field'
import styles from './pincode-modal.module.css'

interface EnterPinProps {
  /** The hint above the field (the PIN prompt, or "enter the current PIN" when changing it). */
  hint: string
  /** The server found the PIN right (and opened adult streams for its window). */
  onPassed: (pin: string) => void
  /** The viewer typed the reset code the SMS brought: a new PIN is set with it. */
  onResetCode: (code: string) => void
}

/**
 * Enter the PIN (spec 3 §4). The server checks it (issue 8): a wrong one shows error_wrong_code, the
 * lock after 5 wrong its own message with the minutes to wait; then the option to reset the PIN by an
 * SMS code (spec 3 §8 "PIN error: shown with an option to send PIN by SMS").
 */
export function EnterPin({ hint, onPassed, onResetCode }: EnterPinProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [code, setCode] = useState('')
  const check = useCheckPin()
  const sms = useSendPinReset()
  const submit = (pin: string) => {
    if (check.isPending) return
    check.mutate(pin, {
      onSuccess: () => onPassed(pin),
      onError: () => setValue(''),
    })
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (sms.isSuccess) {
      if (isCompletePin(code)) onResetCode(code)
    } else if (isCompletePin(value)) submit(value)
  }
  const error = check.isError ? refusalText(check.error, t, 'pincode_check_failed') : null
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>{hint}</p>
      {sms.isSuccess ? (
        <>
          <p className={styles.hint} role="status">
            {sms.data.message || t('pincode_sms_sent')}
          </p>
          <PinField
            key="sms"
            label={t('pincode_sms_code_label')}
            value={code}
            error={null}
            onChange={setCode}
            onComplete={onResetCode}
          />
        </>
      ) : (
        <PinField
          label={t('pincode_label')}
          value={value}
          error={error}
          onChange={(v) => {
            setValue(v)
            if (v && check.isError) check.reset()
          }}
          onComplete={submit}
        />
      )}
      <div className={styles.row}>
        <Button
          type="submit"
          disabled={sms.isSuccess ? !isCompletePin(code) : !isCompletePin(value) || check.isPending}
        >
          {t('pincode_submit')}
        </Button>
        {error && !sms.isSuccess && (
          <Button variant="secondary" disabled={sms.isPending} onClick={() => sms.mutate()}>
            {t('pincode_send_sms')}
          </Button>
        )}
      </div>
      {sms.isError && (
        <p className={styles.error} role="alert">
          {refusalText(sms.error, t, 'pincode_sms_failed')}
        </p>
      )}
    </form>
  )
}
