import type { Packet } from '@efir/contract'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonLink } from '../../shared/ui/button'
import { LazyModalFrame } from '../../shared/ui/lazy-modal-frame'
import { Spinner } from '../../shared/ui/spinner'
import { futureToDisable } from './account-rules'
import { InlineConfirm } from '../../shared/ui/inline-confirm'
import { canChangePeriod, type PacketAction } from './packet-rules'
import { ACTION_KEYS } from './packet-texts'
import type { usePacketActions } from './use-packet-actions'

// spec 3 §4 "change packet or period": loads with the purchase modals' lazy chunk (no chunk of its own)
const ChangePeriodBody = lazy(() =>
  import('./purchase-modals').then((m) => ({ default: m.ChangePeriodBody })),
)

interface Props {
  packet: Packet
  action: PacketAction
  /** The provider the page's id names (spec 3 §2 id forms), for another provider's packet (§4). */
  pageProviderId: number | null
  /** The packet page's or a card's `usePacketActions()`. */
  actions: ReturnType<typeof usePacketActions>
  size?: 'normal' | 'small'
  /** Enabling goes to this page (a card sends the viewer to the packet page to buy) instead of starting here. */
  enableTo?: string
  className: string | undefined
  /** After the packet's own actions (the packet page's "all packets", a card's "details"). */
  children?: ReactNode
}

/**
 * A packet's actions (spec 3 §4 "Enabling a packet", "Subscription actions"): enable, disable, renew or
 * change as `packetAction` decides, change of period, disabling a future subscription; the disable asks
 * first. The packet page and the settings' subscription cards show the same.
 */
export function PacketActionButtons({
  packet,
  action,
  pageProviderId,
  actions,
  size,
  enableTo,
  className,
  children,
}: Props) {
  const { t } = useTranslation()
  const [changing, setChanging] = useState(false)
  const futureId = action === 'none' ? null : futureToDisable(packet, action)
  const disabled = actions.busy || !!actions.pending
  return (
    <>
      <div className={className}>
        {action === 'enable' && enableTo !== undefined ? (
          <ButtonLink to={enableTo} size={size}>
            {t(ACTION_KEYS.enable)}
          </ButtonLink>
        ) : (
          action !== 'none' && (
            <Button
              size={size}
              onClick={() => actions.run(action, packet, pageProviderId)}
              disabled={disabled}
            >
              {t(ACTION_KEYS[action])}
            </Button>
          )
        )}
        {action !== 'none' && canChangePeriod(packet) && (
          <Button size={size} variant="secondary" onClick={() => setChanging(true)} disabled={disabled}>
            {t('packet_change')}
          </Button>
        )}
        {futureId !== null && (
          <Button
            size={size}
            variant="secondary"
            onClick={() => actions.disableFuture(futureId, packet)}
            disabled={disabled}
          >
            {t('packet_disable_future')}
          </Button>
        )}
        {children}
      </div>
      {changing && (
        <LazyModalFrame
          title={t('modal_change_period')}
          closable
          onClose={() => setChanging(false)}
          leaving={false}
        >
          <Suspense fallback={<Spinner />}>
            <ChangePeriodBody packetId={packet.id} onClose={() => setChanging(false)} />
          </Suspense>
        </LazyModalFrame>
      )}
      {actions.pending && (
        // spec 3 §4 "disable (confirmation, then parental check)"
        <InlineConfirm
          question={t(
            actions.pending.kind === 'disable' ? 'packet_disable_confirm' : 'acc_future_disable_confirm',
            { name: actions.pending.name },
          )}
          confirmLabel={t('acc_yes_disable')}
          cancelLabel={t('acc_no_keep')}
          onYes={actions.confirm}
          onNo={actions.cancel}
        />
      )}
    </>
  )
}
