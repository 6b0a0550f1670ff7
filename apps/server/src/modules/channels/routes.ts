import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { answerCache, registerEndpoint } from '../../plugins/contract-route.ts'
import { findProvider } from '../network/repository.ts'
import { currentProfile } from '../profiles/service.ts'
import { checkChannelAccess } from '../streams/access.ts'
import { adInfo } from '../streams/ads.ts'
import { assertViewerMayPlay } from '../streams/viewer-gate.ts'
import { publicBase } from './public-url.ts'
import * as repo from './repository.ts'
import { categoryList, channelList, channelListValidUntil } from './service.ts'
import { ANONYMOUS, loadViewer, viewerState } from './viewer.ts'

export function registerChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getCategoryList, async ({ auth, language }) =>
    categoryList(ctx, language, await loadViewer(ctx, auth)),
  )

  // A viewer's list (~50 KB of JSON) is prepared once per viewer state (packets, favorites, profile
  // age) and query, until the first airing programme ends (issue 8), as the anonymous one below.
  const viewerLists = answerCache(endpoints.getUserChannelList, { max: 1000 })
  registerEndpoint(app, ctx, endpoints.getUserChannelList, async ({ auth, query, language, raw }) => {
    const [viewer, profile] = await Promise.all([loadViewer(ctx, auth), currentProfile(ctx, auth)])
    const options = {
      base: publicBase(raw),
      language,
      viewer,
      category: query.category,
      withCurrent: query.includes === 'current_schedules',
      child: profile.role === 'child',
    }
    const key = [
      options.base,
      language,
      query.category,
      options.withCurrent,
      options.child,
      viewerState(viewer),
    ]
    return viewerLists.get(key.join('|'), ctx.now().getTime(), async (at) => {
      const list = await channelList(ctx, { ...options, at })
      return { value: list, validUntil: channelListValidUntil(list) }
    })
  })

  // Anonymous viewers (no token): every channel, nothing purchased but the free ones (spec 2 §6). The same
  // for every viewer: prepared once per version (issue 8), until the first airing programme ends.
  const anonymousLists = answerCache(endpoints.getChannelList)
  registerEndpoint(app, ctx, endpoints.getChannelList, async ({ query, language, raw }) => {
    if (query.provider !== undefined && !(await findProvider(ctx.db, query.provider)))
      throw notFound('provider')
    const base = publicBase(raw)
    const withCurrent = query.includes === 'current_schedules'
    const key = [base, language, query.category, withCurrent].join('|')
    return anonymousLists.get(key, ctx.now().getTime(), async (at) => {
      const list = await channelList(ctx, {
        at,
        base,
        language,
        viewer: ANONYMOUS,
        category: query.category,
        withCurrent,
      })
      return { value: list, validUntil: channelListValidUntil(list) }
    })
  })

  // spec 2 §4: a channel with vitrinaUrl plays in the third-party player this config describes.
  registerEndpoint(app, ctx, endpoints.getChannelConfig, async ({ auth, params, raw }) => {
    assertViewerMayPlay(auth)
    const channel = await repo.findChannel(ctx.db, params.id)
    if (!channel) throw notFound('channel')
    checkChannelAccess(channel, await loadViewer(ctx, auth))
    if (!channel.vitrinaUrl) throw notFound('channel_config')
    const base = publicBase(raw)
    const web = `${base}${channel.vitrinaUrl}`
    return { config: { web, web_vlight: `${web}?vlight=1` }, ad: adInfo(channel, base, false) }
  })
}
