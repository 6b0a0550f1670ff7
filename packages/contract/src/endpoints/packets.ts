import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam } from '../entities/common.ts'
import {
  ContentSalePacket,
  Packet,
  PacketIdParam,
  PacketsQuery,
  ProviderBundlePacketParams,
  ProviderInfo,
  ProviderPacketParams,
  ProviderRef,
  PurchasePeriod,
} from '../entities/commerce.ts'
import { QuickSalePacket } from '../entities/channel.ts'

// spec 3 §7 "Packets and payments": the catalogue of packets. Optional auth: a signed-in viewer gets
// the state of each packet (subscription, actions, used trial); a guest sees the provider's packets.
const tag = 'Packets'

export const listPackets = defineEndpoint({
  id: 'listPackets',
  method: 'GET',
  path: '/v2/packets',
  auth: 'optional',
  tag,
  summary: "The provider's packets (base, additional, promo) with the viewer's state",
  query: PacketsQuery,
  response: z.array(Packet),
  cacheMs: CACHE_MS.default,
})

export const getPacket = defineEndpoint({
  id: 'getPacket',
  method: 'GET',
  path: '/v2/packets/:id',
  auth: 'optional',
  tag,
  summary: 'One packet (id 0 is the free packet); 404 → not_found_subscription',
  params: PacketIdParam,
  response: Packet,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getPurchasePeriods = defineEndpoint({
  id: 'getPurchasePeriods',
  method: 'GET',
  path: '/v2/packets/:id/purchaseperiods',
  auth: 'optional',
  tag,
  summary: "A packet's periods and their purchase types (price, trial), shortest first",
  params: PacketIdParam,
  response: z.array(PurchasePeriod),
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const listPurchasePackets = defineEndpoint({
  id: 'listPurchasePackets',
  method: 'GET',
  path: '/v2/purchasepackets',
  auth: 'optional',
  tag,
  summary: 'Packets sold as one-off purchases (film libraries, single titles)',
  response: z.array(Packet),
  cacheMs: CACHE_MS.default,
})

export const getPurchasePacket = defineEndpoint({
  id: 'getPurchasePacket',
  method: 'GET',
  path: '/v2/purchasepackets/:id',
  auth: 'optional',
  tag,
  summary: 'One purchase packet',
  params: PacketIdParam,
  response: Packet,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getProviderInfo = defineEndpoint({
  id: 'getProviderInfo',
  method: 'GET',
  path: '/v2/providers/:id/info',
  auth: 'optional',
  tag,
  summary: 'Provider landing (id or shortname): landing data, packets and bundles',
  params: ProviderRef,
  response: ProviderInfo,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getProviderPacket = defineEndpoint({
  id: 'getProviderPacket',
  method: 'GET',
  path: '/v2/providers/:id/packet/:packetId',
  auth: 'optional',
  tag,
  summary: 'A packet of a provider ({providerShortName}_{packetId} on the packet page)',
  params: ProviderPacketParams,
  response: Packet,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getProviderBundlePacket = defineEndpoint({
  id: 'getProviderBundlePacket',
  method: 'GET',
  path: '/v2/providers/:id/bundles/:bundleId/packets/:packetId',
  auth: 'optional',
  tag,
  summary: 'A packet of a bundle, with the bundle (custom name, price, description)',
  params: ProviderBundlePacketParams,
  response: Packet,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getChannelPurchasePacketShort = defineEndpoint({
  id: 'getChannelPurchasePacketShort',
  method: 'GET',
  path: '/v2/channels/:id/purchasepacket_short',
  auth: 'optional',
  tag,
  summary: 'Same as quick_sales_packets (the short name of spec 3 §7)',
  params: IdParam,
  response: z.array(QuickSalePacket),
  cacheMs: CACHE_MS.list,
  errors: [404],
})

export const getContentQuickSalesPackets = defineEndpoint({
  id: 'getContentQuickSalesPackets',
  method: 'GET',
  path: '/v2/contents/:id/quick_sales_packets',
  auth: 'optional',
  tag,
  summary: 'The packets that sell a title, with their purchase types and the library that plays it',
  params: IdParam,
  response: z.array(ContentSalePacket),
  cacheMs: CACHE_MS.default,
  errors: [404],
})
