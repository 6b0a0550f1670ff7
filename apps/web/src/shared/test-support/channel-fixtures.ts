import type { Category, Channel, ScheduleEntry } from '@efir/contract'

/** A schedule entry with contract defaults (tests only). */
export function entry(over: Partial<ScheduleEntry> & Pick<ScheduleEntry, 'id' | 'timestamp'>): ScheduleEntry {
  const duration = over.duration ?? 3600
  return {
    channel_id: 1,
    real_timestamp: over.timestamp,
    duration,
    real_duration: duration,
    date: new Date(over.timestamp * 1000).toISOString(),
    is_catchup_available: true,
    program: { id: over.id, title: `Programme ${over.id}`, age: 0, motion_rating: null, persons: [] },
    content_id: null,
    episode: null,
    category: null,
    genres: [],
    countries: [],
    year: null,
    ratings: [],
    histories: [],
    image_src: null,
    ...over,
  }
}

/** A channel with contract defaults: available, free, age 0 (tests only). */
export function channel(over: Partial<Channel> & Pick<Channel, 'id'>): Channel {
  return {
    parent_id: null,
    slug: `channel-${over.id}`,
    name: `Channel ${over.id}`,
    description: '',
    vitrinaUrl: null,
    age: 0,
    aspect_ratio: '16:9',
    is_available: true,
    access_error: null,
    is_purchased: false,
    is_favored: false,
    favorite: null,
    is_free: true,
    is_hidden: false,
    is_fixed: false,
    is_4k: false,
    is_hd: true,
    cover: { full: '', bg: null, color_bg: null },
    images: [],
    logo: '',
    overlay_icon: null,
    archived_days: 3,
    real_archived_days: 3,
    available_archived_days: 3,
    number: over.id,
    category_ids: [17],
    current_schedule: null,
    stream_types: [{ type: 'hls' }],
    trackers: [],
    ...over,
  }
}

/** A category with contract defaults (tests only). */
export function category(over: Partial<Category> & Pick<Category, 'id'>): Category {
  return {
    slug: `category-${over.id}`,
    name: `Category ${over.id}`,
    channels: [],
    tags: { all_channels: over.id === 17, startup: false, is_adult: false },
    short: null,
    is_4k: false,
    ...over,
  }
}
