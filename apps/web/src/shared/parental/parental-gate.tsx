import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isSignedIn, useSession } from '../session/use-session'
import { Button } from '../ui/button'
import type { ParentalAction } from './parental-check'
import { useParentalCheck, useThisDevice } from './use-parental-check'

/**
 * Shows `children` once the parental check of `action` lets them (spec 1 §4: settings, parental):
 * asked once the device's flags are loaded; until the PIN is entered, a short note and a button that
 * asks it again.
 */
export function ParentalGate({ action, children }: { action: ParentalAction; children: ReactNode }) {
  const { t } = useTranslation()
  const titleId = useId()
  const session = useSession()
  const signedIn = isSignedIn(session)
  const device = useThisDevice(signedIn)
  const check = useParentalCheck()
  const [passed, setPassed] = useState(false)
  const asked = useRef(false)
  // the flags come from the server: decide only once they are known (or failed to load)
  const ready = !signedIn || !device.isPending || device.fetchStatus === 'idle'
  useEffect(() => {
    if (!ready || asked.current) return
    asked.current = true
    check({ action }, () => setPassed(true))
  }, [ready, check, action])
  if (passed) return children
  if (!ready) return null
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('parental_gate_title')}</h2>
      <p>{t('parental_gate_text')}</p>
      <Button onClick={() => check({ action }, () => setPassed(true))}>{t('channel_enter_pin')}</Button>
    </section>
  )
}
