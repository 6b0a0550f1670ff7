import type { FastifyInstance } from 'fastify'
import { endpoints, ERROR_CODES, type ContentStream } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { msg } from '../../i18n/messages.ts'
import { mediaScope, withToken } from '../../media/token.ts'
import { vodUrls } from '../../media/vod.ts'
import { ApiError, notFound, permissionDenied } from '../../plugins/api-error.ts'
import { insertPlaybackStart } from '../streams/repository.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { assertCountryAllowed } from '../users/service.ts'
import { assertViewerMayPlay } from '../streams/viewer-gate.ts'
import { publicBase } from '../channels/public-url.ts'
import { imagePaths } from '../catalogue/present.ts'
import { childMaySee } from '../catalogue/child-catalogue.ts'
import { loadCatalogue, type ContentRow } from '../catalogue/store.ts'
import { isContentPurchased, loadCatalogueViewer, type CatalogueViewer } from '../catalogue/viewer.ts'
import { assertParental } from '../parental/gate.ts'

/**
 * Throws unless the viewer may play the content (spec 3 §4, as channels in spec 2 §4): lost or
 * unavailable → permission_denied; announcement episodes and whole series do not play; an
 * unpurchased content → not_purchased (the client opens the packet modal).
 */
export function checkContentAccess(content: ContentRow, viewer: CatalogueViewer): void {
  if (content.isLost || !content.isAvailable) throw permissionDenied('content_not_available')
  if (content.isAnnouncement) throw permissionDenied('content_is_announcement')
  if (content.contentType === 'series' || content.contentType === 'season') {
    throw permissionDenied('content_not_playable')
  }
  if (!isContentPurchased(viewer, content)) {
    throw new ApiError(403, ERROR_CODES.notPurchased, msg('content_not_purchased', { title: content.title }))
  }
}

export function registerVodRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    ctx,
    endpoints.getLibraryContentStream,
    async ({ auth, params, query, raw, country, remote }) => {
      await assertCountryAllowed(ctx.db, auth?.user.providerId, { country, remote })
      assertViewerMayPlay(auth)
      const [cat, viewer] = await Promise.all([loadCatalogue(ctx.db), loadCatalogueViewer(ctx, auth)])
      if (!cat.libraries.has(params.libraryId)) throw notFound('library')
      const content = cat.contents.get(params.id)
      if (!content) throw notFound('content')
      // issue 31: a child profile's catalogue holds no such title (its card is not found either)
      if (viewer.child && !childMaySee(cat, content)) throw notFound('content')
      checkContentAccess(content, viewer)
      // issue 8, 30: an 18+ title's stream, or any with the device's vod switch on, only after the PIN
      await assertParental(ctx, auth, 'vod', { adult: content.isAdult, age: content.age })
      const base = publicBase(raw, query.force_https === 'true')
      const statId = await insertPlaybackStart(ctx.db, {
        userId: viewer.userId,
        channelId: null,
        contentId: content.id,
        ts: null,
        preview: false,
        createdAt: ctx.now(),
      })
      const cover = content.images.find((i) => i.ar === '16:9') ?? content.images[0]
      const img = cover ? `${base}${imagePaths.content(content.id, cover)}` : null
      const resumeAt = viewer.history.get(content.id)?.seconds ?? 0
      // every media URL of the answer carries a token for this viewer and content (issue 8)
      const token = ctx.mediaTokens.sign(mediaScope('v', content.id), viewer.userId ?? 0)
      const tokened = (path: string) => withToken(`${base}${path}`, token)
      const answer: ContentStream = {
        hls: tokened(vodUrls.master(content.id, content.duration, 'hls')),
        hls_mbr: tokened(vodUrls.master(content.id, content.duration, 'hls_mbr')),
        drm: null,
        img,
        packshots: img ? [{ url: img }] : [],
        screenshot_timings: tokened(vodUrls.timings(content.id, content.duration)),
        screenshot_url: tokened(vodUrls.tileAt(content.id, resumeAt)),
        content_schedule: content.channelId === null ? null : { channel_id: content.channelId },
        duration: content.duration,
        playback_points: content.playbackPoints,
        stat: { id: statId },
      }
      return answer
    },
  )

  registerEndpoint(app, ctx, endpoints.getTrailerStream, async ({ params, query, raw }) => {
    const cat = await loadCatalogue(ctx.db)
    const trailer = cat.trailers.get(params.id)
    if (!trailer) throw notFound('trailer')
    const content = cat.contents.get(trailer.contentId)
    const base = publicBase(raw, query.force_https === 'true')
    const cover = content?.images.find((i) => i.ar === '16:9')
    return {
      id: trailer.id,
      content_id: trailer.contentId,
      title: trailer.title,
      // trailers are public: a viewer-less token of the trailer alone (its own segments, urls.ts)
      hls: withToken(
        `${base}${vodUrls.master(trailer.id, trailer.duration, 'hls_mbr', 'trailer')}`,
        ctx.mediaTokens.sign(mediaScope('tr', trailer.id), 0),
      ),
      duration: trailer.duration,
      img: content && cover ? `${base}${imagePaths.content(content.id, cover)}` : null,
    }
  })
}
