import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LoginResponse } from '@efir/contract'
import { Button } from '../../shared/ui/button'
import { useSessionActions } from '../../shared/session/session-actions'
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
  const provider = useNetworkInfo()?.provider
  const finishLogin = useFinishLogin()
  const session = useSessionActions()
  const [tab, setTab] = useState<'phone' | 'password'>('phone')
  const [busy, setBusy] = useState(false)
  const [passwordError, setPasswordError] = useState<string>()

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

  return (
    <div>
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
