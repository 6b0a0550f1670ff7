import type { FastifyInstance } from 'fastify'
import { registerExtraRoutes } from './extra-routes.ts'
import { registerHlsRoutes } from './hls-routes.ts'
import { registerVodRoutes } from './vod.ts'

export interface MediaOriginOptions {
  /** The clock (the app's, so tests move live windows and segment availability with it). */
  now: () => Date
}

/**
 * The HLS/DASH origin under /media (issue 3 "The media origin"): live and catch-up playlists over
 * each channel's virtual timeline, segments, subtitles, thumbnails, the ClearKey variant and its
 * licence, VAST ads and the online check. Registered in its own scope: its body parser for the
 * licence request stays here.
 */
export async function registerMediaOrigin(app: FastifyInstance, options: MediaOriginOptions): Promise<void> {
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000)
  await app.register((scope, _options, done) => {
    registerHlsRoutes(scope, nowSeconds)
    registerExtraRoutes(scope, nowSeconds, options.now)
    registerVodRoutes(scope)
    done()
  })
}
