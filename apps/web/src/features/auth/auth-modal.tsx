import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { LoginResponse } from '@efir/contract'
import { Button } from '../../shared/ui/button'
import { Alert } from '../../shared/ui/alert'
import { useSessionActions } from '../../shared/session/session-actions'
import { sessionStore } from '../../shared/session/session-store'
import { useFinishLogin, useNetworkInfo } from '../../shared/session/use-session'
import { loginByPassword } from './auth-api'
import { authErrorText } from './auth-errors'
import { PasswordForm } from './password-form'
import { PhoneFlow } from './phone-flow'
import styles from './auth-modal.module.css'

/**
 * Content of the sign-in modal (spec 3 §4 "Login modal"): phone and code, or login and password. The
 * shell's modal host gives the frame (title auth_title, Escape, focus trap).
 */
export default function AuthModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const network = useNetworkInfo()
  const provider = network?.provider
  const autoAuth = network?.auto_auth ?? provider?.auto_auth ?? null
  const finishLogin = useFinishLogin()
  const session = useSessionActions()
  const [tab, setTab] = useState<'phone' | 'password'>('phone')
  const [busy, setBusy] = useState(false)
  const [passwordError, setPasswordError] = useState<string>()
  const [autoError, setAutoError] = useState(false)
  // issue 30: why this device was signed out, for as long as this dialog is open (the flag is reset once
  // it goes: signed in, or closed)
  const isSignedOutElsewhere = () => sessionStore.get().signedOutElsewhere === true
  const [signedOutAtOpen] = useState(isSignedOutElsewhere)
  const signedOutElsewhere =
    useSyncExternalStore(sessionStore.subscribe, isSignedOutElsewhere) || signedOutAtOpen
  useEffect(() => () => session.signedOutNoticed(), [session])

  const loggedIn = (response: LoginResponse) => finishLogin(response, onClose)

  const byPassword = async (login: string, password: string) => {
    setBusy(true)
    setPasswordError(undefined)
    try {
      await loggedIn(await loginByPassword(session, login, password))
    } catch (error) {
      setPasswordError(authErrorText(error, 'password', t))
    } finally {
      setBusy(false)
    }
  }

  // issue 30: after a logout the provider's automatic sign-in waits for the viewer to choose it
  const signInAutomatically = async () => {
    if (!autoAuth) return
    setBusy(true)
    setAutoError(false)
    try {
      await session.signInAutomatically(autoAuth)
      onClose()
    } catch {
      setAutoError(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      {signedOutElsewhere && <Alert>{t('signed_out_elsewhere')}</Alert>}
      {autoAuth && (
        <div className={styles.form}>
          <Button disabled={busy} onClick={() => void signInAutomatically()}>
            {t('auto_auth_sign_in')}
          </Button>
          {autoError && <Alert tone="error">{t('auto_auth_failed')}</Alert>}
          <p className={styles.hint}>{t('auto_auth_or_phone')}</p>
        </div>
      )}
      {tab === 'phone' ? (
        <PhoneFlow provider={provider} onLoggedIn={loggedIn} />
      ) : (
        <PasswordForm busy={busy} error={passwordError} onSubmit={(l, p) => void byPassword(l, p)} />
      )}
      <div className={styles.switch}>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            setPasswordError(undefined)
            setTab(tab === 'phone' ? 'password' : 'phone')
          }}
        >
          {t(tab === 'phone' ? 'login_by_password' : 'login_by_phone')}
        </Button>
      </div>
    </div>
  )
}
