import type { FastifyInstance } from 'fastify'
import { endpoints, type Favorite } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound, permissionDenied } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { childMayOpen } from '../catalogue/child-catalogue.ts'
import { loadCatalogue } from '../catalogue/store.ts'
import { isChildProfile } from '../profiles/service.ts'
import * as repo from './repository.ts'

function present(row: repo.FavoriteRow): Favorite {
  const id = (kind: repo.FavoriteKind) => (row.kind === kind ? row.objectId : null)
  return {
    id: row.id,
    channel_id: id('channel'),
    program_id: id('program'),
    person_id: id('person'),
    content_id: id('content'),
    object_id: row.objectId,
    created_at: row.createdAt.toISOString(),
  }
}

export function registerFavoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listFavorites, async ({ auth }) => {
    const [rows, child] = await Promise.all([
      repo.listFavorites(ctx.db, auth.user.id),
      isChildProfile(ctx, auth),
    ])
    if (!child) return rows.map(present)
    // issue 31: a child profile's favourites hold no title outside its catalogue (child-catalogue.ts)
    const cat = await loadCatalogue(ctx.db)
    return rows
      .filter((row) => {
        const content = row.kind === 'content' ? cat.contents.get(row.objectId) : undefined
        return !content || childMayOpen(cat, content)
      })
      .map(present)
  })

  registerEndpoint(app, ctx, endpoints.addFavorite, async ({ auth, body }) => {
    // spec 1 §6: a guest adding a favorite is asked to sign in.
    if (auth.user.isGuest) throw permissionDenied('favorites_need_sign_in')
    const [kind, objectId] =
      body.channel_id !== undefined
        ? (['channel', body.channel_id] as const)
        : body.program_id !== undefined
          ? (['program', body.program_id] as const)
          : body.person_id !== undefined
            ? (['person', body.person_id] as const)
            : (['content', body.content_id ?? 0] as const)
    if (!(await repo.favoriteObjectExists(ctx.db, kind, objectId))) throw notFound(kind)
    return present(
      await repo.addFavorite(ctx.db, { userId: auth.user.id, kind, objectId, createdAt: ctx.now() }),
    )
  })

  registerEndpoint(app, ctx, endpoints.deleteFavorite, async ({ auth, params }) => {
    if (!(await repo.deleteFavorite(ctx.db, auth.user.id, params.id))) throw notFound('favorite')
    return { ok: true as const }
  })
}
