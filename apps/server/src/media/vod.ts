import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { masterPlaylist, type MediaTrack } from './hls.ts'
import { AudioLanguage, CACHE, CONTENT_TYPES, mediaReply, Rendition, SubtitleLanguage } from './params.ts'
import { EARLIEST_CATCHUP_TS, SEGMENT_SECONDS } from './timeline.ts'
import { mediaUrls, segmentPaths } from './urls.ts'

/**
 * VOD (issue 4): a content plays the demo loop from timeline segment 0 for its whole duration, as a
 * finished playlist (EXT-X-PLAYLIST-TYPE:VOD, EXT-X-ENDLIST). The media id picks the source loop (as a
 * channel id does) and names the segments, so VOD reuses the live origin's segment, subtitle and
 * thumbnail routes. The duration is in the URL: the origin stays stateless.
 */
export const MAX_VOD_SECONDS = 6 * 3600

export const vodUrls = {
  /** Master playlist: every rendition (hls_mbr) or the middle one (hls). */
  master: (mediaId: number, durationSeconds: number, flavour: 'hls' | 'hls_mbr') =>
    `/media/vod/${mediaId}/${durationSeconds}/${flavour}.m3u8`,
  /** The thumbnails of the content: seek_points from 0 to the duration, one tile per 10 s. */
  timings: (mediaId: number, durationSeconds: number) =>
    `${mediaUrls.thumbnails(mediaId)}?start=${EARLIEST_CATCHUP_TS}&end=${EARLIEST_CATCHUP_TS + durationSeconds}`,
  /** A single tile (the screenshot of a position): replace {time} with seconds from the start. */
  screenshot: (mediaId: number) => `/media/thumbs/${mediaId}/{time}.jpg`,
  tileAt: (mediaId: number, seconds: number) =>
    mediaUrls.thumbnailAt(mediaId, EARLIEST_CATCHUP_TS + Math.max(0, seconds)),
}

const quoted = (value: string) => `"${value}"`

export function segmentCount(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / SEGMENT_SECONDS))
}

export function vodMediaPlaylist(mediaId: number, track: MediaTrack, durationSeconds: number): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ]
  if (track.kind === 'video')
    lines.push(`#EXT-X-MAP:URI=${quoted(segmentPaths.videoInit(mediaId, track.rendition))}`)
  if (track.kind === 'audio')
    lines.push(`#EXT-X-MAP:URI=${quoted(segmentPaths.audioInit(mediaId, track.language))}`)
  const extinf = `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`
  const count = segmentCount(durationSeconds)
  for (let n = 0; n < count; n++) {
    lines.push(
      extinf,
      track.kind === 'video'
        ? segmentPaths.video(mediaId, track.rendition, n)
        : track.kind === 'audio'
          ? segmentPaths.audio(mediaId, track.language, n)
          : segmentPaths.subtitles(mediaId, track.language, n),
    )
  }
  lines.push('#EXT-X-ENDLIST')
  return `${lines.join('\n')}\n`
}

const MediaId = z
  .string()
  .regex(/^\d{1,9}$/, 'a positive id')
  .transform(Number)
  .refine((id) => id > 0, 'a positive id')
const Duration = z
  .string()
  .regex(/^\d{1,5}$/, 'seconds')
  .transform(Number)
  .refine((s) => s > 0 && s <= MAX_VOD_SECONDS, `1-${MAX_VOD_SECONDS} seconds`)
const playlistName = <T extends z.ZodType<string, string>>(name: T) =>
  z
    .string()
    .regex(/^[a-z0-9]{1,8}\.m3u8$/, '<name>.m3u8')
    .transform((file) => file.slice(0, -'.m3u8'.length))
    .pipe(name)

export function registerVodRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const hidden = { hide: true } as const
  const base = { mediaId: MediaId, duration: Duration }
  api.get(
    '/media/vod/:mediaId/:duration/:playlist',
    {
      schema: {
        ...hidden,
        params: z.object({ ...base, playlist: z.enum(['hls.m3u8', 'hls_mbr.m3u8']) }),
      },
    },
    async (req, reply) => {
      const flavour = req.params.playlist === 'hls.m3u8' ? 'hls' : 'hls_mbr'
      return mediaReply(reply, CONTENT_TYPES.playlist, CACHE.segment).send(masterPlaylist(flavour, null))
    },
  )
  const media = (
    kind: 'video' | 'audio' | 'subs',
    name: z.ZodType<string, string>,
    track: (v: string) => MediaTrack,
  ) =>
    api.get(
      `/media/vod/:mediaId/:duration/${kind}/:name`,
      { schema: { ...hidden, params: z.object({ ...base, name: playlistName(name) }) } },
      async (req, reply) => {
        const { mediaId, duration, name: value } = req.params
        return mediaReply(reply, CONTENT_TYPES.playlist, CACHE.segment).send(
          vodMediaPlaylist(mediaId, track(value), duration),
        )
      },
    )
  media('video', Rendition, (rendition) => ({ kind: 'video', rendition }))
  media('audio', AudioLanguage, (language) => ({ kind: 'audio', language }))
  media('subs', SubtitleLanguage, (language) => ({ kind: 'subtitles', language }))
}
