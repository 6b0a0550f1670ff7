import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam, Ok, INT_MAX } from '../entities/common.ts'
import {
  AnalyticsEvent,
  Category,
  Channel,
  ChannelConfig,
  ProgramDetails,
  QuickSalePacket,
  GuideRow,
  ScheduleEntry,
  StreamResponse,
} from '../entities/channel.ts'
import { GUIDE_MAX_CHANNELS, GUIDE_MAX_HOURS } from '../constants.ts'

const tag = 'Live TV'
/** spec 2 §4: cached channel lists last 900000 ms unless cache_timeout is given. */
const CHANNEL_LIST_CACHE_MS = 900_000

const ChannelListQuery = z.object({
  includes: z.enum(['current_schedules']).optional(),
  category: z.coerce.number().int().positive().max(INT_MAX).optional(),
  /** Provider id or shortname for anonymous lists (the viewer's network). */
  provider: z.string().max(64).optional(),
})

export const getCategoryList = defineEndpoint({
  id: 'getCategoryList',
  method: 'GET',
  path: '/v2/channels/category_list',
  auth: 'optional',
  tag,
  summary: 'Channel categories with their channel ids (all channels 17, favorites 1000, child 7)',
  response: z.array(Category),
  cacheMs: CHANNEL_LIST_CACHE_MS,
})

export const getUserChannelList = defineEndpoint({
  id: 'getUserChannelList',
  method: 'GET',
  path: '/v2/users/self/channel_list',
  auth: 'required',
  tag,
  summary: "The signed-in viewer's channels with purchase and favorite flags",
  query: ChannelListQuery,
  response: z.array(Channel),
  cacheMs: CHANNEL_LIST_CACHE_MS,
  errors: [404],
})

export const getChannelList = defineEndpoint({
  id: 'getChannelList',
  method: 'GET',
  path: '/v2/channels/channel_list',
  auth: 'none',
  tag,
  summary: 'Channels for anonymous viewers (includes=current_schedules adds the airing programme)',
  query: ChannelListQuery,
  response: z.array(Channel),
  cacheMs: CHANNEL_LIST_CACHE_MS,
  errors: [404],
})

/** Stream query (spec 2 §7); ts only when at least 30 s in the past (spec 2 §5). */
const StreamQuery = z.object({
  force_https: z.enum(['true', 'false']).optional(),
  ts: z.coerce.number().int().positive().optional(),
  type: z.enum(['hls']).optional(),
  preview: z.enum(['true', 'false']).optional(),
  history: z.enum(['true', 'false']).optional(),
})

export const getChannelStream = defineEndpoint({
  id: 'getChannelStream',
  method: 'GET',
  path: '/v2/channels/:id/stream',
  auth: 'optional',
  tag,
  summary: 'Live or catch-up (ts) stream URLs; 403 with a message when not purchased',
  params: IdParam,
  query: StreamQuery,
  response: StreamResponse,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const getChannelConfig = defineEndpoint({
  id: 'getChannelConfig',
  method: 'GET',
  path: '/v2/channels/:id/config',
  auth: 'optional',
  tag,
  summary: 'Embedded-player config for a channel with vitrinaUrl (spec 2 §4)',
  params: IdParam,
  response: ChannelConfig,
  cacheMs: CACHE_MS.default,
  errors: [403, 404],
})

export const getChannelSchedule = defineEndpoint({
  id: 'getChannelSchedule',
  method: 'GET',
  path: '/v2/channels/:id/content_schedule',
  auth: 'optional',
  tag,
  summary: "A channel's programmes between start and end (unix seconds)",
  params: IdParam,
  query: z
    .object({ start: z.coerce.number().int().positive(), end: z.coerce.number().int().positive() })
    .refine((q) => q.end > q.start && q.end - q.start <= 40 * 86_400, {
      message: 'end must be after start, at most 40 days later',
      path: ['end'],
    }),
  response: z.array(ScheduleEntry),
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getGuideSchedules = defineEndpoint({
  id: 'getGuideSchedules',
  method: 'GET',
  path: '/v2/channels/guide',
  auth: 'none',
  tag,
  summary:
    'The programmes of up to 100 channels between start and end (at most 26 h): one request per visible block of the guide grid',
  query: z
    .object({
      ids: z
        .string()
        .max(1_200)
        .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be comma-separated channel ids')
        .transform((s) => [...new Set(s.split(',').map(Number))])
        .pipe(z.array(z.number().int().positive().max(INT_MAX)).min(1).max(GUIDE_MAX_CHANNELS)),
      start: z.coerce.number().int().positive().max(INT_MAX),
      end: z.coerce.number().int().positive().max(INT_MAX),
    })
    .refine((q) => q.end > q.start && q.end - q.start <= GUIDE_MAX_HOURS * 3600, {
      message: `end must be after start, at most ${GUIDE_MAX_HOURS} hours later`,
      path: ['end'],
    }),
  response: z.array(GuideRow),
  cacheMs: CACHE_MS.list,
})

export const getProgram = defineEndpoint({
  id: 'getProgram',
  method: 'GET',
  path: '/v2/programs/:id',
  auth: 'optional',
  tag,
  summary: 'A programme',
  params: IdParam,
  response: ProgramDetails,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getProgramSchedule = defineEndpoint({
  id: 'getProgramSchedule',
  method: 'GET',
  path: '/v2/programs/:id/schedule',
  auth: 'optional',
  tag,
  summary: "A programme's airings on all channels",
  params: IdParam,
  response: z.array(ScheduleEntry),
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getQuickSalesPackets = defineEndpoint({
  id: 'getQuickSalesPackets',
  method: 'GET',
  path: '/v2/channels/:id/quick_sales_packets',
  auth: 'optional',
  tag,
  summary: 'Packets that include a channel (its "watch from" offer)',
  params: IdParam,
  response: z.array(QuickSalePacket),
  cacheMs: CACHE_MS.list,
  errors: [404],
})

export const postAnalyticsEvents = defineEndpoint({
  id: 'postAnalyticsEvents',
  method: 'POST',
  path: '/v2/analytics/events',
  auth: 'optional',
  tag: 'Statistics',
  summary: 'A batch of analytics events and playback reports (app_start first)',
  body: z.object({
    device_serial: z.string().max(128).optional(),
    events: z.array(AnalyticsEvent).min(1).max(100),
  }),
  response: Ok,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
})
