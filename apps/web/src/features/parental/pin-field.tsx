import { useId } from 'react'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import { PIN_LENGTH, isCompletePin, normalisePinInput } from '../../shared/parental/parental-check'
import styles from './pincode-modal.module.css'

interface PinFieldProps {
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
  onComplete?: (value: string) => void
}

/** One 4-digit PIN field (the PIN, or its SMS reset code); a complete one auto-submits (spec 3 §4). */
export function PinField({ label, value, error, onChange, onComplete }: PinFieldProps) {
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
