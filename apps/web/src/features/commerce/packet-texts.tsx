import type { Packet } from '@efir/contract'
import { useTranslation } from 'react-i18next'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import type { PacketAction } from './packet-rules'
import styles from './commerce.module.css'
import { formatDate } from '../../shared/i18n/date-format'

/** Price per period and the trial line of a packet (spec 3 §2 "price text"). */
export function PacketPrice({ packet }: { packet: Packet }) {
  const money = useMoneyText()
  const trial = money.trial(packet, packet.currency)
  return (
    <>
      <p className={styles.price}>
        {money.pricePerPeriod(packet.price, packet.currency, packet.period_human)}
      </p>
      {trial && <p className={styles.trial}>{trial}</p>}
    </>
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
