import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import styles from './auth-modal.module.css'

interface Props {
  /** i18n key of the label: city or address */
  labelKey: 'city' | 'address'
  options: readonly { value: number; label: string }[]
  /** Said instead of an empty list (issue 30: a city without addresses was a silent dead end). */
  emptyText?: string
  busy: boolean
  error: string | undefined
  onSubmit: (value: number) => void
  onBack: () => void
  /** Another way on beside Back (the address step: choose another city). */
  onOther?: (() => void) | undefined
  otherLabel?: string
}

/** Middleware OTP city / address choice (spec 1 §4 "Phone-code flow for one provider"). */
export function ChoiceForm(props: Props) {
  const { labelKey, options, emptyText, busy, error, onSubmit, onBack, onOther, otherLabel } = props
  const { t } = useTranslation()
  const focusRef = useFocusOnMount<HTMLSelectElement>()
  const id = useId()
  // the first option is preselected and sent as it is: Continue works without touching the list
  const [value, setValue] = useState(options[0]?.value)
  const ways = (
    <>
      {onOther && otherLabel && (
        <Button variant={options.length === 0 ? 'primary' : 'ghost'} onClick={onOther}>
          {otherLabel}
        </Button>
      )}
      <Button variant="ghost" onClick={onBack}>
        {t('back')}
      </Button>
    </>
  )
  if (options.length === 0)
    return (
      <div className={styles.form}>
        <Alert>{emptyText ?? t('error')}</Alert>
        <div className={styles.row}>{ways}</div>
      </div>
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (value !== undefined) onSubmit(value)
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-select`}>{t(labelKey)}</label>
        <select
          id={`${id}-select`}
          ref={focusRef}
          className={styles.input}
          value={value}
          onChange={(e) => setValue(Number(e.target.value))}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.row}>
        <Button type="submit" disabled={busy || value === undefined}>
          {t('continue')}
        </Button>
        {ways}
      </div>
    </form>
  )
}
