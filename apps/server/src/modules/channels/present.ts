import type { Channel, ScheduleEntry } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'
import type { ChannelRow } from './repository.ts'
import { isPurchased, type Viewer } from './viewer.ts'

export const channelImages = (base: string, id: number) => ({
  logo: `${base}/static/channels/${id}/logo.svg`,
  cover: `${base}/static/channels/${id}/cover.svg`,
})

const STREAM_TYPES: Record<ChannelRow['streamType'], Channel['stream_types']> = {
  hls: [{ type: 'hls_mbr' }, { type: 'hls' }],
  dash_clearkey: [{ type: 'dash_clearkey' }],
  vitrina: [{ type: 'vitrina' }],
}

/** Audience-measurement tracker of spec 2 §3 (params CatID, VcID, VcVersion, Account, Tmsec). */
export const channelTrackers = (channel: ChannelRow): Channel['trackers'] => [
  {
    tracker_type: 'tns',
    params: {
      CatID: channel.theme,
      VcID: channel.id,
      VcVersion: 1,
      Account: 'efir',
      Tmsec: `efir_${channel.slug}`,
    },
  },
]

export interface PresentContext {
  base: string
  language: Language
  viewer: Viewer
  categoryIds: ReadonlyMap<number, number[]>
}

export function presentChannel(c: ChannelRow, pc: PresentContext, current: ScheduleEntry | null): Channel {
  const images = channelImages(pc.base, c.id)
  const favoriteId = pc.viewer.favorites.get(c.id)
  const categoryIds = [...(pc.categoryIds.get(c.id) ?? [])]
  if (favoriteId !== undefined) categoryIds.push(1000)
  return {
    id: c.id,
    parent_id: null,
    slug: c.slug,
    name: c.name,
    description: c.description,
    vitrinaUrl: c.vitrinaUrl ? `${pc.base}${c.vitrinaUrl}` : null,
    age: c.age,
    aspect_ratio: '16:9',
    is_available: c.isAvailable,
    access_error: c.isAvailable ? null : translate(pc.language, c.accessError ?? 'channel_not_available'),
    is_purchased: isPurchased(pc.viewer, c),
    is_favored: favoriteId !== undefined,
    favorite: favoriteId === undefined ? null : { id: favoriteId, priority: 0 },
    is_free: c.isFree,
    is_hidden: c.isHidden,
    is_fixed: c.isFixed,
    is_4k: c.is4k,
    is_hd: c.isHd,
    cover: { full: images.cover, bg: images.cover, color_bg: c.color },
    images: [
      { src: images.cover, itype: 'cover' },
      { src: images.logo, itype: 'logo' },
    ],
    logo: images.logo,
    overlay_icon: null,
    archived_days: c.archivedDays,
    real_archived_days: c.archivedDays,
    available_archived_days: c.archivedDays,
    number: c.number,
    category_ids: categoryIds,
    current_schedule: current,
    stream_types: STREAM_TYPES[c.streamType],
    trackers: channelTrackers(c),
  }
}
