import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { listAvatarCategories } from './repository.ts'
import * as service from './service.ts'

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listProfiles, async ({ auth }) =>
    service.listProfiles(ctx, auth.user.id),
  )

  registerEndpoint(app, ctx, endpoints.getCurrentProfile, async ({ auth }) =>
    service.currentProfile(ctx, auth),
  )

  registerEndpoint(app, ctx, endpoints.createProfile, async ({ auth, body }) =>
    service.createProfile(ctx, auth.user.id, body),
  )

  registerEndpoint(app, ctx, endpoints.selectProfile, async ({ auth, body }) =>
    service.selectProfile(ctx, auth, body.id),
  )

  registerEndpoint(app, ctx, endpoints.patchProfile, async ({ auth, params, body }) =>
    service.patchProfile(ctx, auth, params.id, body),
  )

  registerEndpoint(app, ctx, endpoints.deleteProfile, async ({ auth, params }) => {
    await service.deleteProfile(ctx, auth, params.id)
    return { ok: true as const }
  })

  registerEndpoint(app, ctx, endpoints.getAvatarCategories, async () => listAvatarCategories(ctx.db))
}
