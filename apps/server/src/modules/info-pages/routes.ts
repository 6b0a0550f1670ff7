import type { FastifyInstance } from 'fastify'
import { endpoints, type InfoPage } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { infoPagesOfKind, type StoredInfoPage } from './repository.ts'

/** A page and its items in the viewer's language (the operator's translations, spec fallbacks). */
const present = ({ page, items }: StoredInfoPage, language: Language): InfoPage => {
  const p = localizeRow(page, language)
  return {
    kind: p.kind,
    slug: p.slug,
    title: p.title,
    text: p.text,
    items: items.map((row) => {
      const item = localizeRow(row, language)
      return { id: item.id, title: item.title, text: item.text }
    }),
  }
}

/**
 * Information pages (issue 12): FAQ sections, device instructions, set-top box manuals, the rules
 * pages and the app-store page. A kind outside the contract's list or a malformed slug is a 400 (the
 * contract's schemas), an unknown page a 404.
 */
export function registerInfoPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listInfoPages, async ({ query, language }) =>
    (await infoPagesOfKind(ctx.db, query.kind)).map((page) => present(page, language)),
  )
  registerEndpoint(app, ctx, endpoints.getInfoPage, async ({ params, language }) => {
    const page = (await infoPagesOfKind(ctx.db, params.kind)).find((p) => p.page.slug === params.slug)
    if (!page) throw notFound('info_page')
    return present(page, language)
  })
}
