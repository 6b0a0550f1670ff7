import type { Packet } from '@efir/contract'
import { deleteFutureSubscription, disableSubscription, renewSubscription } from '@efir/contract/routes'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { useModal, type ModalControls } from '../../shared/hooks/use-modal'
import { promptStore } from '../../shared/notifications/prompt-store'
import { toastStore } from '../../shared/ui/toast-store'
import { useCountryForbidden, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { useParentalCheck } from '../../shared/parental/use-parental-check'
import { UNSUBSCRIBE_SURVEY_ID } from '../../shared/survey/survey-rules'
import { ACTION_SUCCESS_KEYS, disableOutcome } from './account-rules'
import { usePackets, useRefreshCommerce } from './api'
import { foreignPacketStep } from './provider-rules'
import type { PacketAction } from './packet-rules'
import { paymentStore } from '../../shared/commerce/payment-store'
import { purchaseStartModal, startPacketPurchase } from '../../shared/commerce/purchase-start'

/** A disable waiting for the viewer's yes (spec 3 §4 "disable (confirmation, then parental check)"). */
export interface PendingDisable {
  kind: 'disable' | 'disable_future'
  id: number
  name: string
}

/**
 * spec 3 §7 disable 400 (renewal now off): the "disabled renewal" modal with the server's text, then the
 * survey. The survey is left to its prompt (spec 3 §4 survey_unsubscribe, shown once no modal is open)
 * from the start: the modal's body, which offers the survey itself, takes it back while it shows and
 * leaves it again when closed unanswered — but a modal closed before its body has loaded never shows it.
 */
export function openRenewalDisabled(open: ModalControls['open'], title: string, text: string): void {
  open('message', { title, text, survey: UNSUBSCRIBE_SURVEY_ID })
  promptStore.ask('survey_unsubscribe')
}

/**
 * The packet page's actions (spec 3 §4 "Enabling a packet", "Subscription actions"): enable opens the
 * purchase (a guest signs in first, authAfterBuy; a forbidden country gets a notice instead); disable and disabling a future one ask first, pass
 * the parental check, then call the server; re-enabling renewal calls it at once. The answers follow
 * spec 3 §7: disable 400 → "disabled renewal" modal with the server text, then the survey; 451 → a
 * message modal with the server text.
 */
export function usePacketActions() {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  const ownPackets = usePackets()
  const countryForbidden = useCountryForbidden()
  const modal = useModal()
  const parental = useParentalCheck()
  const refresh = useRefreshCommerce()
  const [busy, setBusy] = useState(false)
  const [pending, setPending] = useState<PendingDisable | null>(null)

  const call = useCallback(
    async (work: () => Promise<unknown>, kind: keyof typeof ACTION_SUCCESS_KEYS) => {
      setBusy(true)
      try {
        await work()
        toastStore.show(t(ACTION_SUCCESS_KEYS[kind]), 'success')
      } catch (error) {
        const status = error instanceof ApiError ? error.status : -1
        const text = error instanceof ApiError ? error.message : ''
        const outcome = kind === 'renew' && status === 400 ? 'message' : disableOutcome(status)
        if (outcome === 'renewal_disabled')
          openRenewalDisabled(modal.open, t('acc_renewal_disabled_title'), text)
        else if (outcome === 'message') modal.open('message', { title: t('modal_subscription'), text })
        else toastStore.show(text || t('error_generic'), 'error')
      } finally {
        setBusy(false)
        void refresh()
      }
    },
    [t, modal, refresh],
  )

  const confirm = useCallback(() => {
    const what = pending
    setPending(null)
    if (!what) return
    // spec 3 §4: the parental check (action pay) runs after the confirmation
    parental({ action: 'pay' }, () => {
      if (what.kind === 'disable')
        void call(() => apiRequest(disableSubscription, { params: { id: what.id } }), 'disable')
      else
        void call(() => apiRequest(deleteFutureSubscription, { params: { id: what.id } }), 'disable_future')
    })
  }, [pending, parental, call])
  const cancel = useCallback(() => setPending(null), [])

  const run = useCallback(
    (action: PacketAction, packet: Packet, pageProviderId: number | null = null) => {
      const sub = packet.subscription
      switch (action) {
        case 'enable':
        case 'change': {
          // spec 3 §4: a signed-in viewer's packet of another provider (its own list is known)
          const own = ownPackets.data?.some((p) => p.id === packet.id) ?? true
          const foreign = isLoggedIn(session) ? foreignPacketStep(own, pageProviderId) : 'buy'
          if (foreign === 'own-provider-page' && isLoggedIn(session)) {
            void navigate(`/provider/${session.user.provider.landing.shortname}#tariffs`)
            return
          }
          if (foreign === 'special-modal') {
            modal.open('message', { title: t('modal_subscription'), text: t('acc_provider_special') })
            return
          }
          const start = startPacketPurchase(packet.id, null, {
            countryForbidden,
            signedIn: isLoggedIn(session),
          })
          const next = purchaseStartModal(start, t)
          modal.open(next.id, next.payload)
          return
        }
        case 'disable':
          if (sub) setPending({ kind: 'disable', id: sub.id, name: packet.name })
          return
        case 'renew':
          if (!sub) return
          void call(
            () =>
              apiRequest(renewSubscription, {
                params: { id: sub.id },
                body: { renew: true },
                idempotencyKey: paymentStore.intentKey(`renew-${sub.id}`),
              }),
            'renew',
          )
          return
        case 'disable_future': {
          const futureId = sub?.is_future ? sub.id : packet.next_user_purchase?.id
          if (futureId !== undefined) setPending({ kind: 'disable_future', id: futureId, name: packet.name })
          return
        }
        case 'none':
          return
      }
    },
    [session, countryForbidden, modal, call, t, navigate, ownPackets.data],
  )
  /** The paid next period of a running packet (its own button beside the packet's). */
  const disableFuture = useCallback(
    (futureId: number, packet: Packet) =>
      setPending({ kind: 'disable_future', id: futureId, name: packet.name }),
    [],
  )
  return useMemo(
    () => ({ run, busy, pending, confirm, cancel, disableFuture }),
    [run, busy, pending, confirm, cancel, disableFuture],
  )
}
