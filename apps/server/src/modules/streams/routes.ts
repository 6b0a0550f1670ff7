import type { FastifyInstance } from 'fastify'
import { endpoints, type StreamResponse } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound, permissionDenied } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { channelImages, channelTrackers } from '../channels/present.ts'
import { publicBase } from '../channels/public-url.ts'
import { findChannel, type ChannelRow } from '../channels/repository.ts'
import { loadViewer } from '../channels/viewer.ts'
import { currentAiring, programPools } from '../schedule/service.ts'
import { catchupError, checkChannelAccess, decideCatchup, isAdultChannel } from './access.ts'
import { adInfo, isAdOnlyChannel } from './ads.ts'
import { mediaScope, withToken } from '../../media/token.ts'
import { StreamAnswerTexts, TOKEN_SLOT } from './answer-text.ts'
import { mediaUrls } from '../../media/urls.ts'
import { liveStartPlaylists, masterPlaylist } from '../../media/hls.ts'
import { catchupWindow, liveWindow } from '../../media/timeline.ts'
import { assertCountryAllowed } from '../users/service.ts'
import { assertViewerMayPlay } from './viewer-gate.ts'
import { assertParental, channelRating } from '../parental/gate.ts'

/** hls_mbr's master playlist as the media origin serves it (hls-routes.ts), for the stream answer. */
function inlineMaster(ts: number | null, nowSeconds: number, token: string): string | null {
  if (ts === null) return masterPlaylist('hls_mbr', null, token)
  const window = catchupWindow(ts, nowSeconds)
  return window ? masterPlaylist('hls_mbr', window, token) : null
}

/** What a stream answer depends on besides the viewer's token and its stat id: its template's key. */
function templateKey(channel: ChannelRow, base: string, ts: number | null, now: number, preview: boolean) {
  const head = `${channel.id}|${base}|${preview ? 'p' : ''}`
  if (ts === null) return `${head}|live|${liveWindow(now).last}`
  const window = catchupWindow(ts, now)
  return `${head}|${ts}|${window ? `${window.first}-${window.last}-${window.ended}` : ''}`
}

/** A stream answer with TOKEN_SLOT for the viewer's media token and 0 for the stat id (answer-text.ts). */
function buildAnswer(
  channel: ChannelRow,
  base: string,
  ts: number | null,
  now: number,
  preview: boolean,
): StreamResponse {
  const token = TOKEN_SLOT
  const url = (flavour: 'hls' | 'hls_mbr') =>
    withToken(
      `${base}${ts === null ? mediaUrls.live(channel.id, flavour) : mediaUrls.catchup(channel.id, ts, flavour)}`,
      token,
    )
  const hls = channel.streamType === 'hls'
  return {
    hls: hls ? url('hls') : null,
    hls_mbr: hls ? url('hls_mbr') : null,
    // the playlist hls_mbr answers (the same text: this server is the media origin), so the player
    // need not ask for it (issue 11)
    hls_mbr_playlist: hls ? inlineMaster(ts, now, token) : null,
    // and, on live, its first media playlists (a catch-up window is hours long: asked as usual)
    hls_mbr_media_playlists:
      hls && ts === null ? liveStartPlaylists(channel.id, liveWindow(now), token) : null,
    drm: channel.streamType === 'dash_clearkey' ? mediaUrls.drmDescriptor(channel.id, ts, base, token) : null,
    img: channelImages(base, channel.id).cover,
    stat: { id: 0 },
    trackers: channelTrackers(channel),
    stream_info: {
      start: ts,
      live: ts === null,
      screenshot_timings: withToken(`${base}${mediaUrls.thumbnails(channel.id)}`, token),
      online_check: `${base}${mediaUrls.onlineCheck()}`,
    },
    ad: adInfo(channel, base, preview),
  }
}

export function registerStreamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const templates = new StreamAnswerTexts()
  // spec 2 §7 GET /v2/channels/{id}/stream (force_https, ts, type, preview, history).
  registerEndpoint(
    app,
    ctx,
    endpoints.getChannelStream,
    async ({ auth, params, query, raw, country, remote }) => {
      await assertCountryAllowed(ctx.db, auth?.user.providerId, { country, remote })
      assertViewerMayPlay(auth)
      const channel = await findChannel(ctx.db, params.id)
      if (!channel) throw notFound('channel')
      const preview = query.preview === 'true'
      const viewer = await loadViewer(ctx, auth)
      checkChannelAccess(channel, viewer)
      const ts = query.ts ?? null
      // issue 8, 30: an adult channel's stream, or any with the device's switch on (channel live, program
      // for an archive programme), only after the PIN (parental/gate.ts); spec 2 §2: adult and ad-only
      // channels show no preview video (a preview has no ads: it would skip the pre-roll)
      await assertParental(ctx, auth, ts === null ? 'channel' : 'program', channelRating(channel))
      if (preview && (isAdultChannel(channel) || isAdOnlyChannel(channel)))
        throw permissionDenied('channel_not_available')
      const now = Math.floor(ctx.now().getTime() / 1000)
      if (ts !== null) {
        const airing = currentAiring(await programPools(ctx.db), channel, ts)
        const decision = decideCatchup({
          now,
          ts,
          archivedDays: channel.archivedDays,
          isCatchupAvailable: airing?.isCatchupAvailable ?? false,
        })
        if (decision.kind !== 'ok') throw catchupError(decision)
      }
      const base = publicBase(raw, query.force_https === 'true')
      const statId = await ctx.playbackStarts.record({
        userId: viewer.userId,
        channelId: channel.id,
        ts,
        preview,
        createdAt: ctx.now(),
      })
      // every media URL of the answer carries a token for this viewer and channel (issue 8), put into
      // an answer built once per channel and window for every viewer (issue 32)
      const token = ctx.mediaTokens.sign(mediaScope('c', channel.id), viewer.userId ?? 0)
      const text = templates.get(templateKey(channel, base, ts, now, preview), channel, () =>
        buildAnswer(channel, base, ts, now, preview),
      )
      return text.fill(token, statId)
    },
  )
}
