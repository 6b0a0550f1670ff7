import type { Packet } from '@efir/contract'
import { toMinor } from '../../shared/commerce/money'

/*
 * Provider landing rules (spec 3 §2 "Provider landing page", §9 "Provider rules as in section 2; provider
 * 442 special handling"), as ONE declarative table: adding a provider's quirk is adding a row.
 */

export interface ProviderRule {
  /** Packets this provider's landing never shows. */
  hidePackets: readonly number[]
  /** Order of the base packets: as the server sends them, or by price. */
  baseOrder: 'server' | 'price'
  /** Order of the bundles: by custom price (the default) or by name. */
  bundleOrder: 'custom_price' | 'name'
  /** Treated as a shared provider (its packets are sold to other providers' viewers too). */
  shared: boolean
  /** Enabling a packet opens the provider's special modal instead of the purchase. */
  specialModal: boolean
}

const DEFAULT_RULE: ProviderRule = {
  hidePackets: [],
  baseOrder: 'server',
  bundleOrder: 'custom_price',
  shared: false,
  specialModal: false,
}

/** spec 3 §2: "provider 726 hides packets 424 and 430; provider 775 hides packet 66; provider 8 sorts
 * base packets by price; providers 97 and 922 sort bundles by name; other providers sort bundles by
 * custom price; provider 760 is treated as shared; provider 442 uses a special modal." */
export const PROVIDER_RULES: Readonly<Record<number, Partial<ProviderRule>>> = {
  726: { hidePackets: [424, 430] },
  775: { hidePackets: [66] },
  8: { baseOrder: 'price' },
  97: { bundleOrder: 'name' },
  922: { bundleOrder: 'name' },
  760: { shared: true },
  442: { specialModal: true },
}

export function providerRule(providerId: number): ProviderRule {
  return { ...DEFAULT_RULE, ...PROVIDER_RULES[providerId] }
}

/**
 * spec 3 §4 "Enabling a packet from its page": a packet not among the viewer's own provider packets is
 * bought as any other from a shared provider (760), opens the special modal of 442, and otherwise
 * sends the viewer to their own provider's page. `pageProviderId`: the provider the page's id names.
 */
export function foreignPacketStep(
  isOwn: boolean,
  pageProviderId: number | null,
): 'buy' | 'special-modal' | 'own-provider-page' {
  if (isOwn) return 'buy'
  const rule = providerRule(pageProviderId ?? 0)
  if (rule.shared) return 'buy'
  return rule.specialModal ? 'special-modal' : 'own-provider-page'
}

type LandingPacket = Pick<Packet, 'id' | 'kind' | 'is_base' | 'price' | 'name'>
interface LandingBundle {
  id: number
  custom_name: string
  custom_price: string
}

export interface LandingSections<P, B> {
  /** Base packets (#tariffs). */
  base: P[]
  /** Additional (partner) packets (#tariffs, after the base ones). */
  partner: P[]
  /** Bundles (#bundles). */
  bundles: B[]
}

const byPrice = (a: { price: string }, b: { price: string }) => toMinor(a.price) - toMinor(b.price)

/**
 * The landing's subscriptions for a provider: hidden packets removed, promo packets (the free one) left
 * out, base packets sorted by price for provider 8, bundles by name (97, 922) or by custom price.
 */
export function landingSections<P extends LandingPacket, B extends LandingBundle>(
  providerId: number,
  packets: readonly P[],
  bundles: readonly B[],
  locale = 'ru',
): LandingSections<P, B> {
  const rule = providerRule(providerId)
  const shown = packets.filter((p) => !rule.hidePackets.includes(p.id) && p.kind !== 'promo')
  const base = shown.filter((p) => p.is_base || p.kind === 'base')
  const partner = shown.filter((p) => !(p.is_base || p.kind === 'base'))
  const sortedBundles = [...bundles].sort((a, b) =>
    rule.bundleOrder === 'name'
      ? a.custom_name.localeCompare(b.custom_name, locale)
      : toMinor(a.custom_price) - toMinor(b.custom_price),
  )
  return {
    base: rule.baseOrder === 'price' ? [...base].sort(byPrice) : base,
    partner,
    bundles: sortedBundles,
  }
}

/** The packet page of a landing's packet: {providerShortName}_{packetId} (spec 3 §2 id forms). */
export const landingPacketPath = (shortname: string, packetId: number): string =>
  `/packets/${shortname}_${packetId}`
/** A bundle's packet: {providerId}_{bundleId}_{packetId}. */
export const landingBundlePacketPath = (providerId: number, bundleId: number, packetId: number): string =>
  `/packets/${providerId}_${bundleId}_${packetId}`
