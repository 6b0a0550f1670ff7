import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { listAvatarCategories } from './repository.ts'
import { profileInLanguage as named } from './main-name.ts'
import * as service from './service.ts'

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // issue 31: the account's main profile is named in the viewer's language
  registerEndpoint(app, ctx, endpoints.listProfiles, async ({ auth, language }) =>
    (await service.listProfiles(ctx, auth.user.id)).map((p) => named(p, language)),
  )

  registerEndpoint(app, ctx, endpoints.getCurrentProfile, async ({ auth, language }) =>
    named(await service.currentProfile(ctx, auth), language),
  )

  registerEndpoint(app, ctx, endpoints.createProfile, async ({ auth, body, language }) =>
    named(await service.createProfile(ctx, auth.user.id, body), language),
  )

  registerEndpoint(app, ctx, endpoints.selectProfile, async ({ auth, body, language }) =>
    named(await service.selectProfile(ctx, auth, body.id), language),
  )

  registerEndpoint(app, ctx, endpoints.patchProfile, async ({ auth, params, body, language }) =>
    named(await service.patchProfile(ctx, auth, params.id, body), language),
  )

  registerEndpoint(app, ctx, endpoints.deleteProfile, async ({ auth, params }) => {
    await service.deleteProfile(ctx, auth, params.id)
    return { ok: true as const }
  })

  registerEndpoint(app, ctx, endpoints.getAvatarCategories, async () => listAvatarCategories(ctx.db))
}
