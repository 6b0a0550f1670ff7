import type { NetworkInfo, Packet } from '@efir/contract'
import { offeredTrial, type PeriodHuman } from '../../shared/commerce/money'
import type { Viewer } from './menu-rules'

/** spec 1 §9, spec 3 §9: the promo days banner for guests shows only when promo_days is set, at most 90. */
export const PROMO_DAYS_MAX = 90

/** spec 3 §6: "Promo features only when the provider enables them" (header, footer, settings dropdown). */
export function promoCodeAllowed(networkInfo: NetworkInfo | undefined): boolean {
  return networkInfo?.provider?.promo_enabled === true
}

/**
 * The number of free days the promo-days button offers (spec 3 §2 "Header", spec 1 §9), or undefined
 * when it is hidden: only for viewers who are not signed in (a guest, or nobody yet), only when the
 * network sets promo_days between 1 and 90.
 */
export function promoDaysOffer(networkInfo: NetworkInfo | undefined, viewer: Viewer): number | undefined {
  const days = networkInfo?.promo_days
  if (viewer === 'user' || days === null || days === undefined) return undefined
  return Number.isInteger(days) && days >= 1 && days <= PROMO_DAYS_MAX ? days : undefined
}

/** The promo-packet button's offer: "watch {period} for {price}" → the packet's page. */
export interface PromoPacketOffer {
  packetId: number
  period: PeriodHuman
  amount: string
  currency: Packet['currency']
}

/**
 * spec 3 §2 "Header" promo-packet button ("watch N days for price"): the first packet whose trial this
 * viewer may still take (offeredTrial), never an adult one, when the operator sells packets at all.
 */
export function promoPacketOffer(
  networkInfo: NetworkInfo | undefined,
  packets: readonly Packet[] | undefined,
): PromoPacketOffer | undefined {
  if (!networkInfo?.provider?.is_have_purchases || !packets) return undefined
  for (const packet of packets) {
    if (packet.is_adult || packet.subscription) continue
    const trial = offeredTrial(packet)
    if (trial) return { packetId: packet.id, ...trial, currency: packet.currency }
  }
  return undefined
}

/** What the header shows beside the menu (spec 3 §2 "Header"). */
export interface HeaderExtras {
  /** promo-packet button (its offer comes from the packets, promo-packet-button.tsx) */
  promoPacket: boolean
  /** promo-code button → #promocode */
  promoCode: boolean
  /** promo-days button ("watch N days free" → #auth), with N */
  promoDays: number | undefined
  /** how-to-install button → /instructions */
  howToInstall: boolean
}

/**
 * spec 3 §2 "Header": promo-code, promo-packet, promo-days and how-to-install buttons. The compact (mobile) header has
 * no room for them (spec 3 §2 "Mobile layout": compact header); the footer still links promo and install.
 */
export function headerExtras(
  networkInfo: NetworkInfo | undefined,
  viewer: Viewer,
  compact: boolean,
): HeaderExtras {
  if (compact) return { promoPacket: false, promoCode: false, promoDays: undefined, howToInstall: false }
  return {
    promoPacket: networkInfo?.provider?.is_have_purchases === true,
    promoCode: promoCodeAllowed(networkInfo),
    promoDays: promoDaysOffer(networkInfo, viewer),
    howToInstall: true,
  }
}
