import type { Packet } from '@efir/contract'
import { deleteFutureSubscription, disableSubscription, renewSubscription } from '@efir/contract/routes'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { useModal } from '../../shared/hooks/use-modal'
import { toastStore } from '../../shared/ui/toast-store'
import { useSession } from '../session/use-session'
import { useRefreshCommerce } from './api'
import type { PacketAction } from './packet-rules'
import { paymentStore } from './payment-store'

/**
 * The packet page's actions (spec 3 §4 "Enabling a packet", "Subscription actions"): enable opens the
 * purchase (a guest signs in first, authAfterBuy); disable, re-enable renewal and disabling a future one
 * call the server and show its answer (400 renewal_disabled and 451 as the spec's message modal).
 */
export function usePacketActions() {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const refresh = useRefreshCommerce()
  const [busy, setBusy] = useState(false)

  const call = useCallback(
    async (work: () => Promise<unknown>, successKey: string) => {
      setBusy(true)
      try {
        await work()
        toastStore.show(t(successKey), 'success')
      } catch (error) {
        // spec 3 §7: 400 "disabled renewal" and 451 show the server text in a message modal
        if (error instanceof ApiError && (error.status === 400 || error.status === 451))
          modal.open('message', { title: t('modal_subscription'), text: error.message })
        else
          toastStore.show(
            error instanceof ApiError && error.message ? error.message : t('error_generic'),
            'error',
          )
      } finally {
        setBusy(false)
        void refresh()
      }
    },
    [t, modal, refresh],
  )

  const run = useCallback(
    (action: PacketAction, packet: Packet) => {
      const sub = packet.subscription
      switch (action) {
        case 'enable':
        case 'change':
          paymentStore.begin(packet.id, null)
          if (session.status !== 'user') {
            paymentStore.setAuthAfterBuy(packet.id)
            modal.open('auth')
            return
          }
          modal.open('subscription')
          return
        case 'disable':
          if (!sub) return
          if (!window.confirm(t('packet_disable_confirm', { name: packet.name }))) return
          void call(() => apiRequest(disableSubscription, { params: { id: sub.id } }), 'packet_disabled')
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
            'packet_renewed',
          )
          return
        case 'disable_future': {
          const futureId = sub?.is_future ? sub.id : packet.next_user_purchase?.id
          if (futureId === undefined) return
          if (!window.confirm(t('packet_disable_confirm', { name: packet.name }))) return
          void call(
            () => apiRequest(deleteFutureSubscription, { params: { id: futureId } }),
            'packet_disabled',
          )
          return
        }
        case 'none':
          return
      }
    },
    [session.status, modal, call, t],
  )
  return useMemo(() => ({ run, busy }), [run, busy])
}
