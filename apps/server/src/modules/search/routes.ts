import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { imagePaths, presentCard, presentPersonCard } from '../catalogue/present.ts'
import { forViewer } from '../catalogue/child-catalogue.ts'
import { presenterFor } from '../catalogue/routes.ts'
import { byText, searchByText } from '../catalogue/text-search.ts'
import { addSearchRecord, latestSearchRecords, type SearchRecordRow } from './repository.ts'

const MAX_CONTENTS = 10
const MAX_OTHERS = 5
const MAX_SUGGESTIONS = 8
const HISTORY_SIZE = 10

const presentRecord = (r: SearchRecordRow) => ({
  id: r.id,
  title: r.title,
  text: r.text,
  content_type: r.contentType,
  object_id: r.objectId,
  created_at: r.createdAt.toISOString(),
})

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.searchSuggest, async ({ auth, query, raw }) => {
    const p = await presenterFor(ctx, auth, raw)
    const history = auth ? await latestSearchRecords(ctx.db, auth.user.id, HISTORY_SIZE) : []
    const text = query.text.trim()
    // An empty text (the box got focus): popular titles and the viewer's history.
    // issue 31: a child profile is suggested only titles of its catalogue
    const titles = forViewer(p.cat, p.viewer.child, p.cat.titles).filter((c) => !c.isLost)
    const found = searchByText(titles, text, (c) => [c.title, c.original])
    const contents = text ? found.items : titles.slice(0, MAX_CONTENTS)
    const persons = text
      ? byText([...p.cat.persons.values()], text, (x) => [x.name]).slice(0, MAX_OTHERS)
      : []
    const channels = text ? byText(p.cat.channels, text, (c) => [c.name]).slice(0, MAX_OTHERS) : []
    const suggestions = [...new Set(contents.slice(0, MAX_SUGGESTIONS).map((c) => c.title.toLowerCase()))]
    return {
      text,
      corrected_text: found.corrected,
      suggestions: suggestions.map((s) => ({ text: s })),
      contents: contents.slice(0, MAX_CONTENTS).map((c) => presentCard(p, c)),
      channels: channels.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        logo: `${p.base}${imagePaths.channelLogo(c.id)}`,
      })),
      persons: persons.flatMap((x) => {
        const card = presentPersonCard(p, x.id, p.cat.filmographyOf.get(x.id)?.[0]?.role ?? 'actor')
        return card ? [card] : []
      }),
      history: history.map(presentRecord),
    }
  })

  registerEndpoint(app, ctx, endpoints.searchFound, async ({ auth, body }) => {
    const row = await addSearchRecord(ctx.db, {
      userId: auth.user.id,
      title: body.title,
      text: body.text,
      contentType: body.content_type,
      objectId: body.object_id,
      createdAt: ctx.now(),
    })
    return presentRecord(row)
  })
}
