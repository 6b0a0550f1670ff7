import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isSignedIn, useSession } from '../session/use-session'
import { Button } from '../ui/button'
import type { ParentalAction } from './parental-check'
import { parentalStore } from './parental-store'
import { useParentalCheck, useThisDevice } from './use-parental-check'

/** The PIN step a gate shows inside its own modal page (`onClose` when it is done). */
export type RenderPin = (onClose: () => void) => ReactNode

/**
 * Shows `children` once the parental check of `action` lets them (spec 1 §4: settings, parental):
 * asked once the device's flags are loaded, with the PIN step (`renderPin`, from app/ or the parental
 * feature) inside the gate: a modal page cannot give way to `#pincode`. Until the PIN is entered, a
 * short note and a button that asks it again. A call the server refuses for want of the PIN (issue 30)
 * closes the gate again.
 */
export function ParentalGate({
  action,
  renderPin,
  started,
  children,
}: {
  action: ParentalAction
  renderPin: RenderPin
  /** Start-up is over (app/ passes its session view); read from the session store when omitted. */
  started?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const session = useSession()
  const signedIn = isSignedIn(session)
  const device = useThisDevice(signedIn)
  const [asking, setAsking] = useState(false)
  const askPin = useCallback(() => setAsking(true), [])
  const check = useParentalCheck(askPin)
  const [passed, setPassed] = useState(false)
  // issue 30: the server refused a call for want of the PIN (a change behind this gate): the gate,
  // passed on what the browser remembered, asks again
  const refusals = useSyncExternalStore(
    parentalStore.subscribe,
    parentalStore.refusals,
    parentalStore.refusals,
  )
  const asked = useRef<number | null>(null)
  // the flags come from the server: decide only once start-up is over and they are known (or failed)
  const ready =
    (started ?? session.status !== 'starting') &&
    (!signedIn || !device.isPending || device.fetchStatus === 'idle')
  useEffect(() => {
    if (!ready || asked.current === refusals) return
    asked.current = refusals
    setPassed(false)
    check({ action }, () => setPassed(true))
  }, [ready, check, action, refusals])
  if (passed) return children
  if (!ready) return null
  if (asking)
    return (
      <>
        {renderPin(() => setAsking(false))}
        <Button
          variant="secondary"
          onClick={() => {
            parentalStore.setPending(null)
            setAsking(false)
          }}
        >
          {t('back')}
        </Button>
      </>
    )
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('parental_gate_title')}</h2>
      <p>{t('parental_gate_text')}</p>
      <Button onClick={() => check({ action }, () => setPassed(true))}>{t('channel_enter_pin')}</Button>
    </section>
  )
}
