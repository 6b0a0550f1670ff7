import { patchSelf } from '@efir/contract/routes'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { showApiError } from '../../shared/api/api-error-bus'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { sessionStore } from '../../shared/session/session-store'
import { FIELD_ERROR_RESET_MS, isValidEmail, saveErrorOutcome } from '../../shared/text/email-rules'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { toastStore } from '../../shared/ui/toast-store'
import type { PromptBodyProps } from './prompt-body-props'
import styles from './notification-prompt.module.css'

/**
 * The e-mail prompt (spec 3 §4 "Email notification"): saves the address to the account; the answer
 * replaces the user data (§7), which also ends the prompt. An address refused by spec 3 §5 marks the
 * field for 500 ms and sends nothing; a duplicate (400) shows error_duplicate_email here, in the prompt
 * (a modal would hide the prompt and what the viewer typed), with the button enabled again.
 */
export default function EmailPrompt({ onFinish }: PromptBodyProps) {
  const { t } = useTranslation()
  const id = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [duplicate, setDuplicate] = useState(false)
  const save = useMutation({
    mutationFn: (value: string) => apiRequest(patchSelf, { body: { email: value } }),
    meta: HANDLES_ERRORS,
  })
  useEffect(() => {
    if (!invalid) return
    const timer = window.setTimeout(() => setInvalid(false), FIELD_ERROR_RESET_MS)
    return () => window.clearTimeout(timer)
  }, [invalid])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDuplicate(false)
    if (!isValidEmail(email)) return setInvalid(true) // nothing is sent
    save.mutate(email.trim(), {
      onSuccess: (user) => {
        toastStore.show(t('prompt_email_saved'), 'success')
        onFinish()
        sessionStore.signedIn(user)
      },
      onError: (error) => {
        if (isApiError(error) && saveErrorOutcome(error).kind === 'duplicate_email') setDuplicate(true)
        else showApiError(error)
      },
    })
  }
  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <p className={styles.text}>{t('prompt_email_text')}</p>
      <div className={styles.field}>
        <label htmlFor={id}>{t('settings_info_email')}</label>
        <input
          id={id}
          className={[styles.input, invalid ? styles.invalid : ''].join(' ')}
          type="email"
          autoComplete="email"
          required
          aria-invalid={invalid}
          value={email}
          onChange={(e) => {
            setDuplicate(false)
            setEmail(e.target.value)
          }}
        />
      </div>
      {duplicate && <Alert tone="error">{t('error_duplicate_email')}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('prompt_email_save')}
        </Button>
      </div>
    </form>
  )
}
