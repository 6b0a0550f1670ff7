import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { Channel } from '@efir/contract'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { AlertIcon } from '../../shared/ui/icons'
import { Skeleton } from '../../shared/ui/skeleton'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { purchaseStartModal, startPacketPurchase } from '../../shared/commerce/purchase-start'
import { useCountryForbidden, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { NEW_WINDOW_LINK, embedPurchaseHref } from '../../shared/embed-mode'
import { useQuickSalesPackets } from './api'
import { BlockedIcon, LockIcon } from './channel-icons'
import { lowestPrice, type ChannelAccess, type PinReason } from './channel-rules'
import styles from './channel-gate.module.css'

/** What the PIN prompt says is asking (issue 30: not every channel is "for adults"). */
const PIN_REASON_TEXT: Record<PinReason, string> = {
  age: 'channel_pin_required_text',
  channel: 'channel_pin_reason_channel',
  program: 'channel_pin_reason_program',
  server: 'channel_pin_reason_server',
}

/**
 * What a channel shows instead of the player (spec 2 §4 "Channel loading", §8): its access error when
 * unavailable, a PIN prompt naming its reason (a sign-in prompt for a guest), its packets with a lock when not purchased, channel_soon when no
 * packet sells it.
 */
export function ChannelGate({
  channel,
  access,
  embed = false,
}: {
  channel: Channel
  access: Exclude<ChannelAccess, { kind: 'play' }>
  embed?: boolean
}) {
  const { t } = useTranslation()
  const modal = useModal()
  const session = useSession()
  if (access.kind === 'unavailable') {
    return (
      <section className={styles.gate} aria-labelledby={`gate-${channel.id}`}>
        <BlockedIcon width={40} height={40} className={styles.icon} />
        <h2 id={`gate-${channel.id}`} className={styles.title}>
          {t('channel_not_available')}
        </h2>
        {access.message && <p className={styles.text}>{access.message}</p>}
      </section>
    )
  }
  if (access.kind === 'blocked') {
    // issue 30: the block dialog (block_alma) explains and offers the top-up; behind it, no player
    return (
      <section className={styles.gate} aria-labelledby={`gate-${channel.id}`} data-testid="channel-blocked">
        <BlockedIcon width={40} height={40} className={styles.icon} />
        <h2 id={`gate-${channel.id}`} className={styles.title}>
          {t('block_default')}
        </h2>
        <p className={styles.text}>{t('block_help')}</p>
      </section>
    )
  }
  if (access.kind === 'pin-required') {
    // spec 1 §4: a guest (or nobody) is offered sign-in, not a PIN of its own; the channel reopens after
    const user = isLoggedIn(session)
    return (
      <section className={styles.gate} aria-labelledby={`gate-${channel.id}`}>
        <LockIcon width={40} height={40} className={styles.icon} />
        <h2 id={`gate-${channel.id}`} className={styles.title}>
          {t('channel_pin_required')}
        </h2>
        <p className={styles.text}>{t(PIN_REASON_TEXT[access.reason])}</p>
        {user ? (
          <Button onClick={() => modal.open('pincode')}>{t('channel_enter_pin')}</Button>
        ) : (
          <>
            <p className={styles.text}>{t('pincode_sign_in')}</p>
            <Button onClick={() => modal.open('auth')}>{t('auth_title')}</Button>
          </>
        )}
      </section>
    )
  }
  return <UnpurchasedGate channel={channel} embed={embed} />
}

function UnpurchasedGate({ channel, embed }: { channel: Channel; embed: boolean }) {
  const { t } = useTranslation()
  const session = useSession()
  const countryForbidden = useCountryForbidden()
  const modal = useModal()
  const money = useMoneyText()
  const location = useLocation()
  const packets = useQuickSalesPackets(channel.id, true)
  // spec 3 §4 step 1: a guest signs in first and buys afterwards (authAfterBuy); what plays after is
  // this channel (startAfterBuy). The parental check (action pay) runs in #subscription. A forbidden
  // country gets a notice instead (spec 3 §6).
  const buy = (packetId: number) => {
    const playAfter = { kind: 'channel' as const, path: location.pathname }
    const start = startPacketPurchase(packetId, playAfter, { countryForbidden, signedIn: signedInUser })
    const next = purchaseStartModal(start, t)
    modal.open(next.id, next.payload)
  }
  const signedInUser = isLoggedIn(session)
  const titleId = `gate-${channel.id}`
  if (packets.isPending) {
    return (
      <section className={styles.gate} aria-busy="true" aria-label={channel.name}>
        <Skeleton height={120} />
      </section>
    )
  }
  const list = packets.data ?? []
  if (list.length === 0) {
    // spec 2 §4: "Channel with no packets shows channel_soon."
    return (
      <section className={styles.gate} aria-labelledby={titleId}>
        <AlertIcon />
        <h2 id={titleId} className={styles.title}>
          {t('channel_soon')}
        </h2>
      </section>
    )
  }
  const lowest = lowestPrice(list)
  return (
    <section className={styles.gate} aria-labelledby={titleId}>
      <LockIcon width={40} height={40} className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {t('channel_unpurchased')}
      </h2>
      {/* spec 2 §4: the 'watch from' price is shown only to logged-in users */}
      {signedInUser && lowest && (
        <p className={styles.text}>
          {t('channel_watch_from', { price: money.price(lowest.price, lowest.currency_format) })}
        </p>
      )}
      <ul className={styles.packets} aria-label={t('channel_packets')}>
        {list.map((packet) => (
          <li key={packet.id} className={styles.packet}>
            <LockIcon aria-hidden="true" />
            <span className={styles.packetName}>{packet.name}</span>
            {signedInUser && (
              <span className={styles.packetPrice}>
                {money.pricePerPeriod(packet.price, packet.currency_format, packet.period_human)}
              </span>
            )}
            {embed ? (
              // spec 2 §4 "Channel purchase", spec 3 §4 step 1: in embed mode every viewer (a guest too:
              // the packet page signs in first) buys on the packet page, in a new window
              <a className={styles.buy} href={embedPurchaseHref(packet.id)} {...NEW_WINDOW_LINK}>
                {t('channel_buy')}
              </a>
            ) : (
              // spec 2 §4 "Channel purchase": a guest is sent to auth, then buys afterwards
              <Button size="small" onClick={() => buy(packet.id)}>
                {t('channel_buy')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
