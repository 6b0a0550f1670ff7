import { z } from 'zod'
import { Money } from './commerce.ts'
import { Currency } from './provider.ts'
import { IsoDateTime, INT_MAX } from './common.ts'

export {
  ALL_CHANNELS_CATEGORY_ID,
  CHILD_CATEGORY_ID,
  FAVORITES_CATEGORY_ID,
  NEW_YEAR_CHANNEL_ID,
} from '../constants.ts'

export const Image = z.object({ src: z.string(), itype: z.enum(['cover', 'colorback', 'logo', 'poster']) })

/** The content or episode a schedule entry airs (spec 2 §3). */
export const ScheduleProgram = z.object({
  id: z.number().int(),
  title: z.string(),
  age: z.number().int().min(0).max(21),
  motion_rating: z.object({ text: z.string() }).nullable(),
  persons: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
})

export const ScheduleEpisode = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  season: z.number().int().nullable(),
  series: z.number().int().nullable(),
})

/** Schedule or catch-up entry (spec 2 §3); timestamps are unix seconds, durations seconds. */
export const ScheduleEntry = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  timestamp: z.number().int(),
  real_timestamp: z.number().int(),
  duration: z.number().int().positive().max(INT_MAX),
  real_duration: z.number().int().positive().max(INT_MAX),
  date: IsoDateTime,
  is_catchup_available: z.boolean(),
  program: ScheduleProgram,
  content_id: z.number().int().nullable(),
  episode: ScheduleEpisode.nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  countries: z.array(z.string()),
  year: z.number().int().nullable(),
  ratings: z.array(z.object({ type: z.string(), rating: z.number() })),
  histories: z.array(z.object({ watch_percentage: z.number().min(0).max(100) })),
  image_src: z.string().nullable(),
})
export type ScheduleEntry = z.infer<typeof ScheduleEntry>

/** One programme of the guide grid: what a cell shows and what the archive rules read (spec 2 §4). */
export const GuideEntry = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  timestamp: z.number().int(),
  duration: z.number().int().positive().max(INT_MAX),
  is_catchup_available: z.boolean(),
  title: z.string(),
  age: z.number().int().nullable(),
  episode: z.object({ season: z.number().int(), series: z.number().int() }).nullable(),
  category: z.string().nullable(),
})
export type GuideEntry = z.infer<typeof GuideEntry>
export const GuideRow = z.object({ channel_id: z.number().int(), entries: z.array(GuideEntry) })
export type GuideRow = z.infer<typeof GuideRow>
export const Tracker = z.object({
  tracker_type: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
})

export const Channel = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Third-party embedded player page: a config is fetched instead of a stream (spec 2 §4). */
  vitrinaUrl: z.string().nullable(),
  age: z.number().int().min(0).max(21).nullable(),
  aspect_ratio: z.string(),
  is_available: z.boolean(),
  access_error: z.string().nullable(),
  is_purchased: z.boolean(),
  is_favored: z.boolean(),
  favorite: z.object({ id: z.number().int(), priority: z.number().int() }).nullable(),
  is_free: z.boolean(),
  is_hidden: z.boolean(),
  is_fixed: z.boolean(),
  is_4k: z.boolean(),
  is_hd: z.boolean(),
  cover: z.object({ full: z.string(), bg: z.string().nullable(), color_bg: z.string().nullable() }),
  images: z.array(Image),
  logo: z.string(),
  overlay_icon: z.string().nullable(),
  archived_days: z.number().int().min(0),
  real_archived_days: z.number().int().min(0),
  available_archived_days: z.number().int().min(0),
  /** Channel number in the operator's list (spec 2 §2 /channelsfree is numbered). */
  number: z.number().int().positive().max(INT_MAX),
  category_ids: z.array(z.number().int()),
  current_schedule: ScheduleEntry.nullable(),
  stream_types: z.array(z.object({ type: z.enum(['hls', 'hls_mbr', 'dash_clearkey', 'vitrina']) })),
  trackers: z.array(Tracker),
})
export type Channel = z.infer<typeof Channel>

export const Category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  channels: z.array(z.number().int()),
  tags: z.object({ all_channels: z.boolean(), startup: z.boolean(), is_adult: z.boolean() }),
  short: z.string().nullable(),
  /** 4K / UHD categories are hidden by the client (spec 2 §4). */
  is_4k: z.boolean(),
})
export type Category = z.infer<typeof Category>

export const AdRoll = z.array(z.object({ url: z.string(), aliases: z.array(z.string()) }))
/** Ad info (spec 2 §3); periods in seconds. */
export const AdInfo = z.object({
  pre_roll: AdRoll,
  middle_roll: AdRoll,
  post_roll: AdRoll,
  post_pause_roll: AdRoll,
  middle_roll_points: z.array(z.object({ position: z.number().int(), urls: z.array(z.string()) })),
  max_advertising: z.number().int().min(0),
  period: z.number().int().min(0),
  middle_roll_period: z.number().int().min(0),
  allow_disable: z.boolean(),
})
export type AdInfo = z.infer<typeof AdInfo>

/** DRM stream descriptor (spec 2 §3); the reference server offers ClearKey over DASH. */
export const DrmDescriptor = z.object({
  streams: z.array(
    z.object({
      type: z.enum(['dash_clearkey', 'dash_widevine', 'hls_fairplay', 'dash_playready']),
      url: z.string(),
    }),
  ),
  licence_servers: z.object({
    clearkey: z.string().nullable(),
    widevine: z.string().nullable(),
    playready: z.string().nullable(),
    fairplay: z.string().nullable(),
  }),
  certificate: z.string().nullable(),
  drm_provider: z.string(),
  force_subtitles: z.boolean(),
  thumbUrl: z.string().nullable(),
})
export type DrmDescriptor = z.infer<typeof DrmDescriptor>

/** Stream response (spec 2 §3). */
export const StreamResponse = z.object({
  hls: z.string().nullable(),
  hls_mbr: z.string().nullable(),
  /**
   * An efir extension of spec 2 §3 (issue 11, zap speed): the text of hls_mbr's master playlist, so the
   * player starts without asking for it (one round trip less before the first frame). Optional: a
   * backend without it is answered as the spec says, and the player then asks for hls_mbr itself.
   */
  hls_mbr_playlist: z.string().nullable().optional(),
  /**
   * The same extension for a live hls_mbr: the media playlists its master names that a player asks for
   * first (the renditions, the default audio), keyed by their URI as the master writes it (relative to
   * hls_mbr). Another round trip less; a player without it asks for them.
   */
  hls_mbr_media_playlists: z.record(z.string(), z.string()).nullable().optional(),
  drm: DrmDescriptor.nullable(),
  img: z.string().nullable(),
  stat: z.object({ id: z.number().int() }),
  trackers: z.array(Tracker),
  stream_info: z.object({
    /** Unix seconds the stream starts at (ts for catch-up, null for live). */
    start: z.number().int().nullable(),
    live: z.boolean(),
    /** Screenshot timings file (reads seek_points) and the sprite it describes. */
    screenshot_timings: z.string().nullable(),
    online_check: z.string(),
  }),
  ad: AdInfo.nullable(),
})
export type StreamResponse = z.infer<typeof StreamResponse>

export const ChannelConfig = z.object({
  config: z.object({ web: z.string().nullable(), web_vlight: z.string().nullable() }),
  ad: AdInfo.nullable(),
})

/** The packet list a channel offers when it is not purchased (spec 2 §4; commerce fills the rest). */
export const QuickSalePacket = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().min(0),
  currency: z.string(),
  period_human: z.object({ days: z.number().int(), months: z.number().int(), years: z.number().int() }),
  channels_count: z.number().int().min(0),
  is_base: z.boolean(),
  /** Commerce (issue 14): the default purchase type "enable" buys, and the prices as Money strings. */
  purchase_type_id: z.number().int(),
  total_price: Money,
  trial_price: Money.nullable(),
  trial_period_human: z
    .object({ days: z.number().int(), months: z.number().int(), years: z.number().int() })
    .nullable(),
  is_trial: z.boolean(),
  is_used_trial: z.boolean(),
  is_adult: z.boolean(),
  /** The provider currency: FORMAT ({amount} {symbol}) and UTF_NAME, for "watch from 1990 ₸". */
  currency_format: Currency,
})

export const ProgramDetails = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  age: z.number().int(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  image_src: z.string().nullable(),
  year: z.number().int().nullable(),
  /** spec 2 §2 channel viewer page: ratings, persons and episodes of the programme (issue 11). */
  ratings: ScheduleEntry.shape.ratings,
  persons: ScheduleProgram.shape.persons,
  /** The programme's episodes on the air, oldest first: an airing id, its time and its episode. */
  episodes: z.array(
    ScheduleEpisode.extend({
      schedule_id: z.number().int(),
      channel_id: z.number().int(),
      timestamp: z.number().int(),
    }),
  ),
})

/** One analytics event or playback report (spec 2 §3), queued by the client and sent in batches. */
export const AnalyticsEvent = z.object({
  name: z.string().min(1).max(64),
  at: z.number().int(),
  page: z.string().max(256).optional(),
  value: z.union([z.string().max(1024), z.number()]).optional(),
  source: z.string().max(128).optional(),
  type: z.string().max(64).optional(),
  data: z.record(z.string(), z.union([z.string().max(1024), z.number(), z.boolean(), z.null()])).optional(),
})
