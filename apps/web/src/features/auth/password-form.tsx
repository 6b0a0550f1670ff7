import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { useFocusOnMount } from '../../shared/hooks/use-focus-on-mount'
import styles from './auth-modal.module.css'

interface Props {
  busy: boolean
  error: string | undefined
  onSubmit: (login: string, password: string) => void
}

/** The "login and password" alternative (spec 1 §7 POST /v2/auth/login). */
export function PasswordForm({ busy, error, onSubmit }: Props) {
  const { t } = useTranslation()
  const focusRef = useFocusOnMount<HTMLInputElement>()
  const id = useId()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  // issue 31: a refused password puts focus back in its field (the disabled button had dropped it to the
  // page start), described by the error
  const passwordRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (error) passwordRef.current?.focus()
  }, [error])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!login.trim() || !password) {
      setMissing(true)
      return
    }
    setMissing(false)
    onSubmit(login.trim(), password)
  }

  const shown = missing ? t('required') : error
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-login`}>{t('login')}</label>
        <input
          id={`${id}-login`}
          ref={focusRef}
          className={styles.input}
          autoComplete="username"
          required
          aria-invalid={missing && !login.trim() ? true : undefined}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input
          id={`${id}-password`}
          ref={passwordRef}
          className={styles.input}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={(missing && !password) || (!missing && error) ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {shown && (
        <Alert tone="error" id={`${id}-error`}>
          {shown}
        </Alert>
      )}
      <Button type="submit" block disabled={busy}>
        {t('sign_in')}
      </Button>
    </form>
  )
}
