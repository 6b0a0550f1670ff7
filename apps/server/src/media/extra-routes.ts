import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mediaFile } from './assets.ts'
import { clearKeyLicense, LicenseRequest } from './clearkey.ts'
import { drmManifest } from './dash.ts'
import {
  AudioLanguage,
  CACHE,
  ChannelId,
  CONTENT_TYPES,
  invalidParam,
  mediaNotFound,
  mediaReply,
  segmentFile,
  UnixTs,
} from './params.ts'
import { drmInit, drmSegment } from './segments.ts'
import {
  DEFAULT_TIMINGS_SPAN_SECONDS,
  MAX_TIMINGS_SPAN_SECONDS,
  screenshotTimings,
  tileAt,
} from './thumbnails.ts'
import { catchupWindow, EARLIEST_CATCHUP_TS, isSegmentAvailable, sourceForChannel } from './timeline.ts'
import { requestToken } from './token.ts'
import { AD_PLACES, AD_TRACKING_PATH, THUMBNAIL_ROOTS, type AdPlace, type ThumbnailSpace } from './urls.ts'
import { AD_EVENTS, recordAdEvent, vastXml } from './vast.ts'

const hidden = { hide: true } as const
type Clock = () => number

/** The origin as the caller reached it: VAST and the MPD's licence URL must be absolute. */
const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

function registerDrm(app: FastifyInstance, nowSeconds: Clock): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/media/drm/:channelId/manifest.mpd',
    {
      schema: {
        ...hidden,
        params: z.object({ channelId: ChannelId }),
        querystring: z.object({ ts: UnixTs.optional() }),
      },
    },
    async (request, reply) => {
      const now = nowSeconds()
      const ts = request.query.ts
      const window = ts === undefined ? null : catchupWindow(ts, now)
      if (window === undefined) throw invalidParam('querystring.ts')
      const cache = window?.ended ? CACHE.tokened : CACHE.livePlaylist
      const mpd = drmManifest(window, now, baseOf(request), request.params.channelId, requestToken(request))
      return mediaReply(reply, CONTENT_TYPES.mpd, cache).send(mpd)
    },
  )
  const track = (kind: 'video' | 'audio', language?: string) =>
    kind === 'video' ? { kind } : { kind, language: language ?? '' }
  for (const kind of ['video', 'audio'] as const) {
    const folder = kind === 'video' ? 'video' : 'audio/:language'
    const params = z.object({
      channelId: ChannelId,
      ...(kind === 'audio' ? { language: AudioLanguage } : {}),
    })
    const type = kind === 'video' ? CONTENT_TYPES.video : CONTENT_TYPES.audio
    api.get(
      `/media/drm/:channelId/${folder}/init.mp4`,
      { schema: { ...hidden, params } },
      async (req, reply) => {
        const { language } = req.params as { language?: string }
        return mediaReply(reply, type, CACHE.init).send(await drmInit(track(kind, language)))
      },
    )
    api.get(
      `/media/drm/:channelId/${folder}/:file`,
      { schema: { ...hidden, params: params.extend({ file: segmentFile('m4s') }) } },
      async (req, reply) => {
        const { language, file } = req.params as { language?: string; file: number }
        if (!isSegmentAvailable(file, nowSeconds())) throw mediaNotFound(req)
        return mediaReply(reply, type, CACHE.segment).send(await drmSegment(track(kind, language), file))
      },
    )
  }
  // W3C ClearKey licence: EME's JSON message in, a JWK set out. Players post it with various
  // content types (or none), so this scope reads any body as bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, body),
  )
  // per channel: the channel's media token opens its key
  api.post(
    '/media/drm/:channelId/license',
    { schema: { ...hidden, params: z.object({ channelId: ChannelId }) } },
    async (request, reply) => {
      const raw: unknown = request.body
      let json: unknown = raw
      if (Buffer.isBuffer(raw) || typeof raw === 'string') {
        try {
          json = JSON.parse(raw.toString())
        } catch {
          throw invalidParam('body')
        }
      }
      const parsed = LicenseRequest.safeParse(json)
      if (!parsed.success) throw invalidParam('body.kids')
      const license = clearKeyLicense(parsed.data)
      if (license.keys.length === 0) throw mediaNotFound(request)
      return mediaReply(reply, CONTENT_TYPES.json, CACHE.noStore).send(license)
    },
  )
}

/** A channel's thumbnails (`/media/thumbs`), and a content's (`/media/vod-thumbs`, its own token). */
function registerThumbnails(app: FastifyInstance, nowSeconds: Clock, space: ThumbnailSpace): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const channel = z.object({ channelId: ChannelId })
  const root = `${THUMBNAIL_ROOTS[space]}/:channelId`
  api.get(
    `${root}/timings.json`,
    {
      schema: {
        ...hidden,
        params: channel,
        querystring: z.object({ start: UnixTs.optional(), end: UnixTs.optional() }),
      },
    },
    async (req, reply) => {
      const now = nowSeconds()
      const end = req.query.end ?? now
      const start = req.query.start ?? end - DEFAULT_TIMINGS_SPAN_SECONDS
      if (start < EARLIEST_CATCHUP_TS) throw invalidParam('querystring.start')
      if (end < start || end - start > MAX_TIMINGS_SPAN_SECONDS) throw invalidParam('querystring.end')
      const body = screenshotTimings(req.params.channelId, start, end, now, space, requestToken(req))
      return mediaReply(reply, CONTENT_TYPES.json, 'private, max-age=10').send(body)
    },
  )
  api.get(`${root}/sprite.jpg`, { schema: { ...hidden, params: channel } }, async (req, reply) => {
    const sprite = await mediaFile('sources', sourceForChannel(req.params.channelId), 'thumbs', 'sprite.jpg')
    return mediaReply(reply, CONTENT_TYPES.jpeg, CACHE.init).send(sprite)
  })
  api.get(
    `${root}/:file`,
    { schema: { ...hidden, params: channel.extend({ file: segmentFile('jpg') }) } },
    async (req, reply) => {
      const t = req.params.file
      if (t < EARLIEST_CATCHUP_TS || t > nowSeconds()) throw mediaNotFound(req)
      const tile = await mediaFile(
        'sources',
        sourceForChannel(req.params.channelId),
        'thumbs',
        `${tileAt(t)}.jpg`,
      )
      return mediaReply(reply, CONTENT_TYPES.jpeg, CACHE.segment).send(tile)
    },
  )
}

function registerAds(app: FastifyInstance, now: () => Date): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const Place = z.enum(AD_PLACES as [AdPlace, ...AdPlace[]])
  api.get(
    '/media/vast/:file',
    {
      schema: {
        ...hidden,
        params: z.object({
          file: z
            .string()
            .regex(/^[a-z_]{1,20}\.xml$/)
            .transform((f) => f.slice(0, -4))
            .pipe(Place),
        }),
        querystring: z.object({ fail: z.enum(['0', '1']).optional() }),
      },
    },
    async (req, reply) => {
      const adId = `efir-${req.params.file}-${randomBytes(4).toString('hex')}`
      const xml = vastXml(req.params.file, baseOf(req), { fail: req.query.fail === '1', adId })
      return mediaReply(reply, CONTENT_TYPES.xml, CACHE.noStore).send(xml)
    },
  )
  // Impression, error and progress pixels of the VAST tag: 204, kept in memory.
  api.get(
    AD_TRACKING_PATH,
    {
      schema: {
        ...hidden,
        querystring: z.object({
          event: z.enum(AD_EVENTS),
          place: Place,
          ad: z.string().regex(/^[a-z0-9_-]{1,64}$/),
          code: z.string().max(32).optional(),
        }),
      },
    },
    async (req, reply) => {
      const { event, place, ad, code } = req.query
      recordAdEvent({ at: now(), event, place, ad, code: code ?? null })
      return mediaReply(reply, CONTENT_TYPES.text, CACHE.noStore).code(204).send()
    },
  )
}

const CLIPS = {
  'ad-preroll.mp4': CONTENT_TYPES.video,
  'mattress.mp4': CONTENT_TYPES.video,
  'mattress.jpg': CONTENT_TYPES.jpeg,
} as const

/** The ad clip and the mattress, with byte ranges (a <video> element seeks with them). */
function registerClips(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const names = Object.keys(CLIPS) as [keyof typeof CLIPS, ...(keyof typeof CLIPS)[]]
  api.get(
    '/media/clips/:file',
    { schema: { ...hidden, params: z.object({ file: z.string().max(64) }) } },
    async (req, reply) => {
      const file = z.enum(names).safeParse(req.params.file)
      if (!file.success) throw mediaNotFound(req)
      const bytes = await mediaFile('clips', file.data)
      reply.header('Accept-Ranges', 'bytes')
      const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
      const send = mediaReply(reply, CLIPS[file.data], CACHE.init)
      if (!range || (range[1] === '' && range[2] === '')) return send.send(bytes)
      const size = bytes.length
      const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1])
      const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1)
      if (start > end || start >= size) {
        return send.code(416).header('Content-Range', `bytes */${size}`).send()
      }
      return send
        .code(206)
        .header('Content-Range', `bytes ${start}-${end}/${size}`)
        .send(bytes.subarray(start, end + 1))
    },
  )
}

export function registerExtraRoutes(app: FastifyInstance, nowSeconds: Clock, now: () => Date): void {
  registerDrm(app, nowSeconds)
  registerThumbnails(app, nowSeconds, 'channel')
  registerThumbnails(app, nowSeconds, 'content')
  registerAds(app, now)
  registerClips(app)
  // spec 2 §4 "Offline": a small text file with a timestamp, never cached.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/online_check.txt',
      { schema: { ...hidden, querystring: z.object({ ts: z.string().max(32).optional() }) } },
      async (req, reply) =>
        mediaReply(reply, CONTENT_TYPES.text, CACHE.noStore).send(`ok ${req.query.ts ?? nowSeconds()}\n`),
    )
}
