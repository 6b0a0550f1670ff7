import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  sourceForChannel,
  catchupWindow,
  isSegmentAvailable,
  liveWindow,
  type SegmentWindow,
} from './timeline.ts'
import { masterPlaylist, mediaPlaylist, type MediaTrack } from './hls.ts'
import {
  AudioLanguage,
  CACHE,
  ChannelId,
  CONTENT_TYPES,
  invalidParam,
  mediaNotFound,
  mediaReply,
  Rendition,
  segmentFile,
  SubtitleLanguage,
  UnixTs,
} from './params.ts'
import { audioInit, audioSegment, videoInit, videoSegment } from './segments.ts'
import { subtitleSegment } from './subtitles.ts'
import { requestToken } from './token.ts'
import { segmentRoot, type MediaSpace, type WindowRef } from './urls.ts'

const hidden = { hide: true } as const
const Flavour = z
  .enum(['hls.m3u8', 'hls_mbr.m3u8'])
  .transform((file) => (file === 'hls.m3u8' ? ('hls' as const) : ('hls_mbr' as const)))
const playlistOf = (name: z.ZodType<string, string>) =>
  z
    .string()
    .regex(/^[a-z0-9]{1,8}\.m3u8$/, '<name>.m3u8')
    .transform((file) => file.slice(0, -'.m3u8'.length))
    .pipe(name)

type Clock = () => number

/** The window a playlist URL names, checked against the clock: ts must be on the timeline's past. */
function resolveWindow(ref: WindowRef, now: number): SegmentWindow {
  if (ref.kind === 'live') return liveWindow(now)
  const window = catchupWindow(ref.ts, now)
  if (!window) throw invalidParam('params.ts')
  return window
}

function sendPlaylist(reply: FastifyReply, body: string, cache: string) {
  return mediaReply(reply, CONTENT_TYPES.playlist, cache).send(body)
}

/** Master and media playlists of live (`/media/live/{id}`) and catch-up (`/media/catchup/{id}/{ts}`). */
function registerPlaylists(app: FastifyInstance, nowSeconds: Clock, prefix: string, catchup: boolean): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = { channelId: ChannelId, ...(catchup ? { ts: UnixTs } : {}) }
  const refOf = (params: { ts?: number }): WindowRef =>
    catchup ? { kind: 'catchup', ts: params.ts ?? 0 } : { kind: 'live' }
  // Live playlists change every segment; a catch-up window that has ended never changes again.
  const cacheOf = (window: SegmentWindow) => (window.ended ? CACHE.tokened : CACHE.livePlaylist)

  api.get(
    `${prefix}/:playlist`,
    { schema: { ...hidden, params: z.object({ ...base, playlist: Flavour }) } },
    async (request, reply) => {
      const params = request.params as { playlist: 'hls' | 'hls_mbr'; ts?: number }
      const window = catchup ? resolveWindow(refOf(params), nowSeconds()) : null
      return sendPlaylist(
        reply,
        masterPlaylist(params.playlist, window, requestToken(request)),
        CACHE.tokened,
      )
    },
  )

  const media = (
    kind: MediaTrack['kind'],
    name: z.ZodType<string, string>,
    track: (value: string) => MediaTrack,
  ) =>
    api.get(
      `${prefix}/${kind === 'subtitles' ? 'subs' : kind}/:name`,
      { schema: { ...hidden, params: z.object({ ...base, name: playlistOf(name) }) } },
      async (request, reply) => {
        const params = request.params as { channelId: number; name: string; ts?: number }
        const window = resolveWindow(refOf(params), nowSeconds())
        return sendPlaylist(
          reply,
          mediaPlaylist(params.channelId, track(params.name), window, requestToken(request)),
          cacheOf(window),
        )
      },
    )
  media('video', Rendition, (rendition) => ({ kind: 'video', rendition }))
  media('audio', AudioLanguage, (language) => ({ kind: 'audio', language }))
  media('subtitles', SubtitleLanguage, (language) => ({ kind: 'subtitles', language }))
}

/**
 * Segments by timeline number: the future is a 404, the past is cacheable forever. A channel's, a
 * content's and a trailer's segments have their own roots (urls.ts segmentRoot).
 */
function registerSegments(app: FastifyInstance, nowSeconds: Clock, space: MediaSpace): void {
  const root = `${segmentRoot(space)}/:channelId`
  const api = app.withTypeProvider<ZodTypeProvider>()
  const guard = (request: FastifyRequest, n: number) => {
    if (!isSegmentAvailable(n, nowSeconds())) throw mediaNotFound(request)
  }
  const video = z.object({ channelId: ChannelId, rendition: Rendition })
  const audio = z.object({ channelId: ChannelId, language: AudioLanguage })

  api.get(`${root}/video/:rendition/init.mp4`, { schema: { ...hidden, params: video } }, (req, reply) =>
    videoInit(sourceForChannel(req.params.channelId), req.params.rendition).then((init) =>
      mediaReply(reply, CONTENT_TYPES.video, CACHE.init).send(init),
    ),
  )
  api.get(
    `${root}/video/:rendition/:file`,
    { schema: { ...hidden, params: video.extend({ file: segmentFile('m4s') }) } },
    async (req, reply) => {
      guard(req, req.params.file)
      const body = await videoSegment(
        sourceForChannel(req.params.channelId),
        req.params.rendition,
        req.params.file,
      )
      return mediaReply(reply, CONTENT_TYPES.video, CACHE.segment).send(body)
    },
  )
  api.get(`${root}/audio/:language/init.mp4`, { schema: { ...hidden, params: audio } }, (req, reply) =>
    audioInit(sourceForChannel(req.params.channelId), req.params.language).then((init) =>
      mediaReply(reply, CONTENT_TYPES.audio, CACHE.init).send(init),
    ),
  )
  api.get(
    `${root}/audio/:language/:file`,
    { schema: { ...hidden, params: audio.extend({ file: segmentFile('m4s') }) } },
    async (req, reply) => {
      guard(req, req.params.file)
      const body = await audioSegment(
        sourceForChannel(req.params.channelId),
        req.params.language,
        req.params.file,
      )
      return mediaReply(reply, CONTENT_TYPES.audio, CACHE.segment).send(body)
    },
  )
  api.get(
    `${root}/subs/:language/:file`,
    {
      schema: {
        ...hidden,
        params: z.object({ channelId: ChannelId, language: SubtitleLanguage, file: segmentFile('vtt') }),
      },
    },
    async (req, reply) => {
      guard(req, req.params.file)
      const body = await subtitleSegment(
        sourceForChannel(req.params.channelId),
        req.params.language,
        req.params.file,
      )
      return mediaReply(reply, CONTENT_TYPES.vtt, CACHE.segment).send(body)
    },
  )
}

export function registerHlsRoutes(app: FastifyInstance, nowSeconds: Clock): void {
  registerPlaylists(app, nowSeconds, '/media/live/:channelId', false)
  registerPlaylists(app, nowSeconds, '/media/catchup/:channelId/:ts', true)
  for (const space of ['channel', 'content', 'trailer'] as const) registerSegments(app, nowSeconds, space)
}
