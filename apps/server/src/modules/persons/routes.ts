import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { publicBase } from '../channels/public-url.ts'
import { childMaySee } from '../catalogue/child-catalogue.ts'
import { imagePaths } from '../catalogue/present.ts'
import { loadCatalogue } from '../catalogue/store.ts'
import { favoriteKey, loadCatalogueViewer } from '../catalogue/viewer.ts'
import { isChildProfile } from '../profiles/service.ts'

export function registerPersonRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getPerson, async ({ auth, params, raw }) => {
    const [cat, child] = await Promise.all([loadCatalogue(ctx.db), auth ? isChildProfile(ctx, auth) : false])
    const person = cat.persons.get(params.id)
    if (!person) throw notFound('person')
    const cast = cat.filmographyOf.get(person.id) ?? []
    // issue 31: a child profile counts only the titles its filmography shows (child-catalogue.ts)
    const counted = child
      ? cast.filter((c) => {
          const content = cat.contents.get(c.contentId)
          return content !== undefined && childMaySee(cat, content)
        })
      : cast
    return {
      id: person.id,
      slug: person.slug,
      name: person.name,
      original_name: person.originalName,
      image: person.hasImage ? `${publicBase(raw)}${imagePaths.person(person.id)}` : null,
      bio: person.bio,
      bio_url: `https://ru.wikipedia.org/wiki/${encodeURIComponent(person.name.replace(/ /g, '_'))}`,
      roles: [...new Set(cast.map((c) => c.role))],
      contents_count: new Set(counted.map((c) => c.contentId)).size,
      birth_year: person.birthYear,
    }
  })

  registerEndpoint(app, ctx, endpoints.getPersonFavorite, async ({ auth, params }) => {
    const cat = await loadCatalogue(ctx.db)
    if (!cat.persons.has(params.id)) throw notFound('person')
    const viewer = await loadCatalogueViewer(ctx, auth)
    const id = viewer.favorites.get(favoriteKey('person', params.id))
    return { favorite: id === undefined ? null : { id } }
  })
}
