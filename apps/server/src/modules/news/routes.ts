import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints, type NewsItem } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { publicBase } from '../channels/public-url.ts'
import { imagePaths } from '../catalogue/present.ts'
import { loadCatalogue, type NewsRow } from '../catalogue/store.ts'

/** A news item in the viewer's language (the operator's translations of its title, lead and text). */
const present = (row: NewsRow, raw: FastifyRequest, language: Language): NewsItem => {
  const n = localizeRow(row, language)
  return {
    id: n.id,
    title: n.title,
    short: n.short,
    text: n.text,
    image: `${publicBase(raw)}${imagePaths.news(n.id)}`,
    published_at: n.publishedAt.toISOString(),
  }
}

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listNews, async ({ raw, language }) =>
    (await loadCatalogue(ctx.db)).news.map((n) => present(n, raw, language)),
  )
  registerEndpoint(app, ctx, endpoints.getNews, async ({ params, raw, language }) => {
    const item = (await loadCatalogue(ctx.db)).news.find((n) => n.id === params.id)
    if (!item) throw notFound('news')
    return present(item, raw, language)
  })
}
