import type { Packet } from '@efir/contract'
import { useTranslation } from 'react-i18next'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { chargeLine, shownPrice, type ChargeLine, type PacketAction } from './packet-rules'
import styles from './commerce.module.css'
import { formatDate } from '../../shared/i18n/date-format'

/** Price per period and the trial line of a packet (spec 3 §2 "price text"). */
export function PacketPrice({ packet }: { packet: Packet }) {
  const money = useMoneyText()
  // a running subscription's trial is its own line (the next charge); the offer is for buying
  const trial = packet.subscription ? null : money.trial(packet, packet.currency)
  const price = shownPrice(packet)
  return (
    <>
      <p className={styles.price}>{money.pricePerPeriod(price.amount, packet.currency, price.period)}</p>
      {trial && <p className={styles.trial}>{trial}</p>}
    </>
  )
}

const CHARGE_KEYS: Record<ChargeLine['kind'], string> = {
  scheduled: 'packet_next_charge',
  after_trial: 'packet_next_charge_after_trial',
  if_renewed: 'packet_next_charge_if_renewed',
  first_after_trial: 'packet_first_charge',
}

/** Issue 29: the next charge, always visible — when and how much (see `chargeLine`). */
export function PacketCharge({ packet }: { packet: Packet }) {
  const { t, i18n } = useTranslation()
  const money = useMoneyText()
  const line = chargeLine(packet)
  if (!line) return null
  return (
    <p className={styles.state}>
      {t(CHARGE_KEYS[line.kind], {
        date: formatDate(line.at, i18n.language, 'date'),
        price: money.pricePerPeriod(line.amount, packet.currency, line.period),
      })}
    </p>
  )
}

/** The viewer's state of a packet (validity): active until, renewal off, future, paused. */
export function PacketState({ packet }: { packet: Packet }) {
  const { t, i18n } = useTranslation()
  const money = useMoneyText()
  const sub = packet.subscription
  const date = (iso: string) => formatDate(iso, i18n.language, 'date')
  let text: string | null = null
  if (sub?.is_paused) text = t('packet_state_paused')
  else if (sub?.is_future) text = t('packet_state_future', { date: date(sub.start_at) })
  else if (sub?.status === 'awaiting_payment') text = t('packet_state_awaiting')
  else if (sub?.status === 'active' && sub.renew && sub.next_pay_at)
    text = t('packet_state_renews', { date: date(sub.next_pay_at) })
  else if (sub?.status === 'active') text = t('packet_state_until', { date: date(sub.end_at) })
  else if (packet.next_user_purchase)
    text = t('packet_state_future', { date: date(packet.next_user_purchase.start_at) })
  else if (packet.included_in) text = t('packet_state_included', { name: packet.included_in.packet_name })
  // the next period already bought while this one runs (a changed period, spec 3 §4)
  const next = sub?.status === 'active' && !sub.is_future ? packet.next_user_purchase : null
  return (
    <>
      {text && <p className={styles.state}>{text}</p>}
      {next && (
        <p className={styles.state}>
          {t('packet_change_next', {
            date: date(next.start_at),
            price: money.price(next.purchase_type.amount, packet.currency),
          })}
        </p>
      )}
      <PacketCharge packet={packet} />
    </>
  )
}

/** Label of an action button (spec 3 §2; renew is "renewal2" in the spec). */
export const ACTION_KEYS: Record<Exclude<PacketAction, 'none'>, string> = {
  enable: 'packet_enable',
  disable: 'packet_disable',
  disable_future: 'packet_disable_future',
  renew: 'packet_renew',
  change: 'packet_change',
}
