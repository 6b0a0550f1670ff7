import { z } from 'zod'
import { INT_MAX } from '../common.ts'

// Playing a content: catch-up sources, the VOD stream and its playback points, trailers.

/** spec 3 §3 "Sources": catch-up airings of a content on channels. */
export const ContentSources = z.object({
  catchups: z.array(
    z.object({
      id: z.number().int(),
      channel_id: z.number().int(),
      /** Unix seconds the airing started: the channel archive plays from here. */
      start_at: z.number().int(),
      duration: z.number().int(),
      is_catchup_available: z.boolean(),
    }),
  ),
})

/** Playback points of a VOD stream (skip intro, highlights, credits), seconds from the start. */
export const PlaybackPoint = z.object({
  type: z.enum(['intro', 'highlight', 'credits']),
  title: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
})
export type PlaybackPoint = z.infer<typeof PlaybackPoint>

/** spec 3 §3 content `stream`: a VOD playlist (EXT-X-PLAYLIST-TYPE:VOD) of the content's duration. */
export const ContentStream = z.object({
  hls: z.string(),
  hls_mbr: z.string(),
  drm: z.object({ force_subtitles: z.boolean(), thumbUrl: z.string().nullable() }).nullable(),
  img: z.string().nullable(),
  packshots: z.array(z.object({ url: z.string() })),
  /** Timings file (reads seek_points, ms from the start of the content) and one tile per point. */
  screenshot_timings: z.string().nullable(),
  screenshot_url: z.string().nullable(),
  content_schedule: z.object({ channel_id: z.number().int() }).nullable(),
  duration: z.number().int().positive().max(INT_MAX),
  playback_points: z.array(PlaybackPoint),
  /** PATCH /v2/users/self/stat/{stat.id} with duration = the playback position in seconds saves history. */
  stat: z.object({ id: z.number().int() }),
})
export type ContentStream = z.infer<typeof ContentStream>

export const ContentStreamQuery = z.object({
  ts: z.coerce.number().int().min(0).optional(),
  type: z.enum(['hls']).optional(),
  force_https: z.enum(['true', 'false']).optional(),
})

export const TrailerStream = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  title: z.string(),
  hls: z.string(),
  duration: z.number().int().positive().max(INT_MAX),
  img: z.string().nullable(),
})
export type TrailerStream = z.infer<typeof TrailerStream>
