import type { Destination, Promotion } from '@efir/contract'
import { imagePaths, presentCard, type Presenter } from './present.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { packetPrice, type ContentRow } from './store.ts'
import { catalogueText, catalogueTextOrNull } from './texts.ts'

const nullDestination: Destination = {
  type: 'content',
  id: null,
  slug: null,
  library_id: null,
  src: null,
  id_no_ott: null,
  title: null,
  description: null,
}
export const destination = (d: Partial<Destination> & Pick<Destination, 'type'>): Destination => ({
  ...nullDestination,
  ...d,
})

export function contentPromotion(p: Presenter, c: ContentRow, id: number): Promotion {
  const card = presentCard(p, c)
  return {
    id,
    title: c.title,
    short: c.year === null ? null : `${c.year}, ${card.genres.map((g) => g.name).join(', ')}`,
    description: c.description.split('\n')[0] ?? null,
    background: card.cover.bg ?? card.cover.src_16x9,
    image: card.cover.src_16x9,
    color_bg: c.color,
    destination: destination({
      type: 'content',
      id: c.id,
      slug: c.slug,
      library_id: c.libraryId,
      title: c.title,
    }),
    trailer: card.trailers[0] ?? null,
    content: card,
    duration: 8,
  }
}

export function packetPromotion(p: Presenter, packetId: number, id: number, short: string): Promotion | null {
  const packet = p.cat.packets.find((x) => x.id === packetId)
  if (!packet) return null
  return {
    id,
    title: packet.name,
    short: catalogueText(short, p.language),
    description: translate(
      p.language,
      msg('packet_price_period', {
        price: packetPrice(p.cat, packet, packet.price),
        days: packet.periodDays,
      }),
    ),
    background: `${p.base}${imagePaths.packet(packet.id)}`,
    image: `${p.base}${imagePaths.packet(packet.id)}`,
    color_bg: '#3e63dd',
    destination: destination({ type: 'packet', id: packet.id, id_no_ott: packet.id, title: packet.name }),
    trailer: null,
    content: null,
    duration: null,
  }
}

/** The viewer already has the packet a promotion points to (a subscription that has not expired). */
export const ownsPacketOf = (p: Presenter, promotion: Promotion) =>
  promotion.destination.type === 'packet' &&
  typeof promotion.destination.id === 'number' &&
  p.viewer.packetIds.has(promotion.destination.id)

export function promo(
  p: Presenter,
  id: number,
  title: string,
  d: Destination,
  short: string | null = null,
): Promotion {
  const src = `${p.base}${imagePaths.promo(id)}`
  const description = catalogueTextOrNull(d.description, p.language)
  return {
    id,
    title: catalogueText(title, p.language),
    short: catalogueTextOrNull(short, p.language),
    description,
    background: src,
    image: src,
    color_bg: '#1f2937',
    destination: { ...d, title: catalogueTextOrNull(d.title, p.language), description },
    trailer: null,
    content: null,
    duration: null,
  }
}
