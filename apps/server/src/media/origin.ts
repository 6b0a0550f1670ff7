import type { FastifyInstance } from 'fastify'
import { registerExtraRoutes } from './extra-routes.ts'
import { registerHlsRoutes } from './hls-routes.ts'
import { mediaForbidden } from './params.ts'
import { scopeOfRoute, tokenOfUrl, type MediaTokens } from './token.ts'
import { registerVodRoutes } from './vod.ts'

export interface MediaOriginOptions {
  /** The clock (the app's, so tests move live windows and segment availability with it). */
  now: () => Date
  /** Checks the media token of every playlist, segment, key and thumbnail request. */
  tokens: MediaTokens
  /**
   * Whether a signed-in viewer may still play (issue 30: not a blocked account): asked for every
   * request with a viewer's token, answered from what the instance keeps. Unset: every viewer may.
   */
  mayPlay?: (viewerId: number) => Promise<boolean>
}

/**
 * The HLS/DASH origin under /media (issue 3 "The media origin"): live and catch-up playlists over
 * each channel's virtual timeline, segments, subtitles, thumbnails, the ClearKey variant and its
 * licence, VAST ads and the online check. Registered in its own scope: its body parser for the
 * licence request stays here. Every route but the ads, clips and the online check needs the media
 * token of its channel, content or trailer (issue 8): one HMAC, before anything else is done.
 */
export async function registerMediaOrigin(app: FastifyInstance, options: MediaOriginOptions): Promise<void> {
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000)
  await app.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request) => {
      const params = request.params as Record<string, string | undefined>
      const needed = scopeOfRoute(request.routeOptions.url ?? '', params)
      if (needed === 'public') return
      const token = tokenOfUrl(request.url)
      if (!needed || !options.tokens.verify(token, needed)) throw mediaForbidden()
      // a block set since the stream answer: the next playlist or segment is refused, the player asks
      // the stream answer again and is told why (issue 30)
      const viewer = options.tokens.viewerOf(token)
      if (viewer > 0 && options.mayPlay && !(await options.mayPlay(viewer))) throw mediaForbidden()
    })
    registerHlsRoutes(scope, nowSeconds)
    registerExtraRoutes(scope, nowSeconds, options.now)
    registerVodRoutes(scope, 'content')
    registerVodRoutes(scope, 'trailer')
    done()
  })
}
