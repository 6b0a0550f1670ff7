import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { useModal } from '../../shared/hooks/use-modal'
import { toastStore } from '../../shared/ui/toast-store'
import { useParentalCheck } from '../../shared/parental/use-parental-check'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { PLAY_GUARD_MS, playDecision, type PlayInput } from './content-rules'
import { AUTH_AFTER_BUY_CONTENT } from '../../shared/commerce/payment-keys'
import { paymentStore } from '../../shared/commerce/payment-store'
import { storeContentPayment } from '../../shared/commerce/purchase-request'
import { WATCH_TV_ACTION } from '../../shared/ui/message-actions'

export type PlayNotice = 'announcement' | 'not-available' | null

/**
 * Spec 3 §4 "Content play action" for the card: announcement alert, not-available message, channel
 * archive, packet modal, parental PIN for 18+, then /watch/{id} over the same background page. A
 * loading guard is held for 2 s after each press.
 */
export function usePlayAction(libraryId?: number | null) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const modal = useModal()
  const session = useSession()
  const parental = useParentalCheck()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<PlayNotice>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  // spec 3 §8 "Content not available": a modal with content_not_available and a watch-TV button
  const showNotAvailable = useCallback(
    () => modal.open('message', { text: t('content_not_available'), action: WATCH_TV_ACTION }),
    [modal, t],
  )

  const loggedIn = isLoggedIn(session)
  const requestPurchase = useCallback(
    (playAfterId: number, contentId: number, offer?: unknown) => {
      storeContentPayment({ playAfterId, contentId, libraryId: libraryId ?? null, offer })
      // spec 2 §4 "Channel purchase" applies to content too: a guest signs in first, then buys
      // (authAfterBuy: the film's packets open again after signing in)
      if (!loggedIn) paymentStore.setAuthAfterBuy(AUTH_AFTER_BUY_CONTENT)
      modal.open(loggedIn ? 'quick_packets' : 'auth')
    },
    [libraryId, modal, loggedIn],
  )

  const play = useCallback(
    (input: PlayInput) => {
      if (busy) return
      setBusy(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setBusy(false), PLAY_GUARD_MS)
      const decision = playDecision(input)
      setNotice(null)
      switch (decision.kind) {
        case 'announcement':
          setNotice('announcement')
          toastStore.show(t('warning_episode_is_announcement'))
          return
        case 'not-available':
          setNotice('not-available')
          showNotAvailable()
          return
        case 'archive':
          void navigate(decision.path)
          return
        case 'purchase':
          requestPurchase(decision.playAfterId, input.content.id)
          return
        case 'play':
          parental({ action: 'vod', age: decision.age }, () => {
            void navigate(`/watch/${decision.id}`, { state: backgroundState(location) })
          })
      }
    },
    [busy, t, navigate, location, parental, requestPurchase, showNotAvailable],
  )
  return { play, busy, notice, setNotice, requestPurchase, showNotAvailable }
}
