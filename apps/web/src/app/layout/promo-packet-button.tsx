import { useQuery } from '@tanstack/react-query'
import { listPackets } from '@efir/contract/routes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useNetworkInfo } from '../session-bridge'
import { promoPacketOffer } from './promo-rules'
import styles from './header.module.css'

/**
 * spec 3 §2 "Header": the promo-packet button, "watch {period} for {price}" (a packet's trial this
 * viewer may still take) leading to the packet's page. Without such a packet, or when the packets
 * cannot be read, nothing shows.
 */
export default function PromoPacketButton() {
  const { t } = useTranslation()
  const money = useMoneyText()
  const networkInfo = useNetworkInfo()
  const packets = useQuery({ ...endpointQueryOptions(listPackets), retry: false, meta: HANDLES_ERRORS })
  const offer = promoPacketOffer(networkInfo, packets.data)
  if (!offer) return null
  return (
    <Link
      to={`/packets/${offer.packetId}`}
      className={[styles.extra, styles.secondary, styles.textLink].join(' ')}
    >
      {t('promo_packet_watch', {
        period: money.period(offer.period),
        price: money.amount(offer.amount, offer.currency),
      })}
    </Link>
  )
}
