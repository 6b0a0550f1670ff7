import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { initUri, masterPlaylist, segmentUri, type MediaTrack } from './hls.ts'
import { AudioLanguage, CACHE, CONTENT_TYPES, mediaReply, Rendition, SubtitleLanguage } from './params.ts'
import { EARLIEST_CATCHUP_TS, SEGMENT_SECONDS } from './timeline.ts'
import { requestToken, withToken } from './token.ts'
import { mediaUrls, type MediaSpace } from './urls.ts'

/**
 * VOD (issue 4): a content plays the demo loop from timeline segment 0 for its whole duration, as a
 * finished playlist (EXT-X-PLAYLIST-TYPE:VOD, EXT-X-ENDLIST). The media id picks the source loop (as a
 * channel id does) and names the segments, so VOD reuses the live origin's segment, subtitle and
 * thumbnail routes. The duration is in the URL: the origin stays stateless.
 */
export const MAX_VOD_SECONDS = 6 * 3600

/** Playlist roots of a content's VOD and of a trailer (separate, like their segments). */
const VOD_ROOTS = { content: '/media/vod', trailer: '/media/trailer' } as const
export type VodSpace = keyof typeof VOD_ROOTS

export const vodUrls = {
  /** Master playlist: every rendition (hls_mbr) or the middle one (hls). */
  master: (
    mediaId: number,
    durationSeconds: number,
    flavour: 'hls' | 'hls_mbr',
    space: VodSpace = 'content',
  ) => `${VOD_ROOTS[space]}/${mediaId}/${durationSeconds}/${flavour}.m3u8`,
  /** The thumbnails of the content: seek_points from 0 to the duration, one tile per 10 s. */
  timings: (mediaId: number, durationSeconds: number) =>
    `${mediaUrls.thumbnails(mediaId, 'content')}?start=${EARLIEST_CATCHUP_TS}&end=${EARLIEST_CATCHUP_TS + durationSeconds}`,
  /** A single tile (the screenshot of a position): replace {time} with seconds from the start. */
  screenshot: (mediaId: number) => `/media/vod-thumbs/${mediaId}/{time}.jpg`,
  tileAt: (mediaId: number, seconds: number) =>
    mediaUrls.thumbnailAt(mediaId, EARLIEST_CATCHUP_TS + Math.max(0, seconds), 'content'),
}

const quoted = (value: string) => `"${value}"`

export function segmentCount(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / SEGMENT_SECONDS))
}

export function vodMediaPlaylist(
  space: MediaSpace,
  mediaId: number,
  track: MediaTrack,
  durationSeconds: number,
  token: string | null = null,
): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ]
  const init = initUri(space, mediaId, track)
  if (init) lines.push(`#EXT-X-MAP:URI=${quoted(withToken(init, token))}`)
  const extinf = `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`
  const count = segmentCount(durationSeconds)
  for (let n = 0; n < count; n++) lines.push(extinf, withToken(segmentUri(space, mediaId, track, n), token))
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

/** A content's VOD (`/media/vod/…`) and a trailer (`/media/trailer/…`): master and media playlists. */
export function registerVodRoutes(app: FastifyInstance, space: VodSpace): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const hidden = { hide: true } as const
  const base = { mediaId: MediaId, duration: Duration }
  const root = `${VOD_ROOTS[space]}/:mediaId/:duration`
  api.get(
    `${root}/:playlist`,
    {
      schema: {
        ...hidden,
        params: z.object({ ...base, playlist: z.enum(['hls.m3u8', 'hls_mbr.m3u8']) }),
      },
    },
    async (req, reply) => {
      const flavour = req.params.playlist === 'hls.m3u8' ? 'hls' : 'hls_mbr'
      return mediaReply(reply, CONTENT_TYPES.playlist, CACHE.tokened).send(
        masterPlaylist(flavour, null, requestToken(req)),
      )
    },
  )
  const media = (
    kind: 'video' | 'audio' | 'subs',
    name: z.ZodType<string, string>,
    track: (v: string) => MediaTrack,
  ) =>
    api.get(
      `${root}/${kind}/:name`,
      { schema: { ...hidden, params: z.object({ ...base, name: playlistName(name) }) } },
      async (req, reply) => {
        const { mediaId, duration, name: value } = req.params
        const segments = space === 'content' ? 'content' : 'trailer'
        return mediaReply(reply, CONTENT_TYPES.playlist, CACHE.tokened).send(
          vodMediaPlaylist(segments, mediaId, track(value), duration, requestToken(req)),
        )
      },
    )
  media('video', Rendition, (rendition) => ({ kind: 'video', rendition }))
  media('audio', AudioLanguage, (language) => ({ kind: 'audio', language }))
  media('subs', SubtitleLanguage, (language) => ({ kind: 'subtitles', language }))
}
