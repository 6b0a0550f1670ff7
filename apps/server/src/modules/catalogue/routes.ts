import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints, SIMILAR_MAX, type ContentMetadata } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { requestLanguage, type Language } from '../../i18n/language.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { notFound } from '../../plugins/api-error.ts'
import { answerCache, registerEndpoint } from '../../plugins/contract-route.ts'
import { isChildProfile } from '../profiles/service.ts'
import type { Session } from '../session/tokens.ts'
import { publicBase } from '../channels/public-url.ts'
import {
  imagePaths,
  isFavorite,
  presentCard,
  presentDetails,
  presentEpisode,
  type Presenter,
} from './present.ts'
import { childMayOpen, forViewer, isAdultGenre } from './child-catalogue.ts'
import { buildRow, findRow } from './rows.ts'
import { buildRowset, findRowset, ROWSETS } from './rowsets.ts'
import { sourcesOf } from './sources.ts'
import { loadCatalogue, packetPrice, type Catalogue, type ContentRow } from './store.ts'
import { catalogueText, catalogueTextOrNull } from './texts.ts'
import {
  FULLY_WATCHED_PERCENT,
  isContentPurchased,
  loadCatalogueViewer,
  viewerVersion,
  watchPercentage,
} from './viewer.ts'

/** spec 3 §2: resume only between 10 s and 12600 s of history. */
const RESUME_MIN_SECONDS = 10

export async function presenterFor(
  ctx: AppContext,
  auth: Session | null,
  raw: FastifyRequest,
): Promise<Presenter> {
  const language = requestLanguage(raw)
  const [cat, viewer] = await Promise.all([loadCatalogue(ctx.db, language), loadCatalogueViewer(ctx, auth)])
  return { cat, viewer, base: publicBase(raw), language }
}

export function findContent(cat: Catalogue, id: number): ContentRow {
  const content = cat.contents.get(id)
  if (!content) throw notFound('content')
  return content
}

/**
 * A content as the viewer may open it (issue 31): outside a child profile's catalogue it is not found,
 * as it is in the child's rows and search (an episode goes with its series).
 */
export function findViewerContent(p: Presenter, id: number): ContentRow {
  const content = findContent(p.cat, id)
  if (p.viewer.child && !childMayOpen(p.cat, content)) throw notFound('content')
  return content
}

function similarTo(cat: Catalogue, c: ContentRow): ContentRow[] {
  const owner = c.contentType === 'episode' ? (cat.contents.get(c.parentId ?? 0) ?? c) : c
  const score = (x: ContentRow) => x.genreIds.filter((g) => owner.genreIds.includes(g)).length
  return cat.titles
    .filter((x) => x.id !== owner.id && x.contentType === owner.contentType && score(x) > 0 && !x.isLost)
    .sort((a, b) => score(b) - score(a) || b.popularity - a.popularity)
    .slice(0, SIMILAR_MAX)
}

/** The first episode not watched to the end, else the first one (announcements never play). */
function nextToPlay(p: Presenter, series: ContentRow): ContentRow | undefined {
  const playable = (p.cat.episodesOf.get(series.id) ?? []).filter((e) => !e.isAnnouncement)
  let lastWatched = -1
  playable.forEach((e, i) => {
    if (p.viewer.history.has(e.id)) lastWatched = i
  })
  if (lastWatched < 0) return playable[0]
  const last = playable[lastWatched]
  const h = last ? p.viewer.history.get(last.id) : undefined
  if (last && h && watchPercentage(last, h.seconds) < FULLY_WATCHED_PERCENT) return last
  return playable[lastWatched + 1] ?? playable[0]
}

function metadata(
  p: Presenter,
  c: ContentRow,
  schedule: ContentMetadata['stream_using']['content_schedule'],
  language: Language,
): ContentMetadata {
  const purchased = isContentPurchased(p.viewer, c)
  const packets = p.cat.packets.filter((x) => c.packetIds.includes(x.id))
  const minPrice = purchased || packets.length === 0 ? null : Math.min(...packets.map((x) => x.price))
  const history = p.viewer.history.get(c.id)
  const seconds = history?.seconds ?? 0
  const next = c.contentType === 'series' ? nextToPlay(p, c) : undefined
  const playable = c.isAvailable && !c.isLost && !c.isAnnouncement
  const resumes = seconds >= RESUME_MIN_SECONDS && watchPercentage(c, seconds) < FULLY_WATCHED_PERCENT
  const buttons: ContentMetadata['buttons'] = []
  if (playable && purchased) {
    buttons.push({
      button_type: resumes ? 'continue' : 'play',
      caption: translate(
        language,
        resumes
          ? 'content_button_continue'
          : c.contentType === 'series'
            ? 'content_button_watch_series'
            : 'content_button_watch',
      ),
      sub_caption: next
        ? translate(
            language,
            msg('content_button_episode', { season: next.season ?? 1, series: next.series ?? 1 }),
          )
        : null,
      icon: 'play',
      show_options: false,
      play_after: false,
      button_data: null,
    })
  } else if (playable && packets.length > 0) {
    buttons.push({
      button_type: 'pay',
      caption: translate(language, 'content_button_buy'),
      sub_caption:
        minPrice === null
          ? null
          : translate(
              language,
              msg('content_button_price_from', {
                price: packets[0] ? packetPrice(p.cat, packets[0], minPrice) : String(minPrice),
              }),
            ).trim(),
      icon: 'cart',
      show_options: packets.length > 1,
      play_after: true,
      button_data:
        packets.length === 1 && packets[0]
          ? { packet_id: packets[0].id, purchase_type_id: packets[0].id }
          : null,
    })
  }
  const trailer = p.cat.trailersOf.get(c.id)?.[0]
  if (trailer) {
    buttons.push({
      button_type: 'trailer',
      caption: translate(language, 'content_button_trailer'),
      sub_caption: null,
      icon: 'trailer',
      show_options: false,
      play_after: false,
      button_data: null,
    })
  }
  return {
    id: c.id,
    buttons,
    is_purchased: purchased,
    is_available: c.isAvailable,
    is_lost: c.isLost,
    favorite: (() => {
      const id = isFavorite(p, 'content', c.id)
      return id === null ? null : { id }
    })(),
    next_to_play: next ? { id: next.id, season: next.season ?? 1, series: next.series ?? 1 } : null,
    history: { seconds, watch_percentage: watchPercentage(c, seconds) },
    stream_using: { library_id: c.libraryId, content_schedule: schedule },
    min_price: minPrice,
  }
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listRowsets, ({ language }) =>
    ROWSETS.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: catalogueText(r.title, language),
      description: catalogueTextOrNull(r.description, language),
      template: r.template,
      logo: { tv_x3: null },
      library_id: null,
    })),
  )

  // Issue 8: the start page's rowset (~300 KB of JSON) is built, checked and compressed once per viewer
  // state (packets, favorites, history) and query, not per request; the catalogue itself is read once.
  const rowsets = answerCache(endpoints.getRowset, { max: 300 })
  registerEndpoint(app, ctx, endpoints.getRowset, async ({ auth, params, query, raw }) => {
    const def = findRowset(params.id)
    if (!def) throw notFound('rowset')
    const p = await presenterFor(ctx, auth, raw)
    const key = [p.base, p.language, def.id, JSON.stringify(query), viewerVersion(p.viewer)].join('|')
    return rowsets.get(key, ctx.now().getTime(), () => Promise.resolve({ value: buildRowset(p, def, query) }))
  })

  registerEndpoint(app, ctx, endpoints.getFilmography, async ({ auth, query, raw }) => {
    const p = await presenterFor(ctx, auth, raw)
    const person = p.cat.persons.get(query.person_id)
    if (!person) throw notFound('person')
    const ids = [...new Set((p.cat.filmographyOf.get(person.id) ?? []).map((c) => c.contentId))]
    const all = ids
      .flatMap((id) => {
        const c = p.cat.contents.get(id)
        return c ? [c] : []
      })
      .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id)
    // spec 3 §6: a child profile sees only person content aged 12 or less (child-catalogue.ts)
    const items = forViewer(p.cat, p.viewer.child, all)
    const page = items.slice(query.offset, query.offset + query.limit)
    return {
      id: 90,
      slug: 'filmography',
      title: person.name,
      template: 'content-v' as const,
      content_type: null,
      description: null,
      html_description: null,
      more_count: Math.max(0, items.length - query.offset - query.limit),
      total: items.length,
      limit: query.limit,
      offset: query.offset,
      library_id: null,
      loop_count: null,
      contents: page.map((c) => presentCard(p, c)),
      channels: [],
      persons: [],
      promotions: [],
    }
  })

  registerEndpoint(app, ctx, endpoints.getRow, async ({ auth, params, query, raw }) => {
    const p = await presenterFor(ctx, auth, raw)
    const def = findRow(p.cat, params.id)
    if (!def) throw notFound('row')
    const { offset, limit, ...filters } = query
    return buildRow(p, def, filters, offset, limit)
  })

  registerEndpoint(app, ctx, endpoints.getContent, async ({ auth, params, raw }) => {
    const p = await presenterFor(ctx, auth, raw)
    return presentDetails(p, findViewerContent(p, params.id))
  })

  registerEndpoint(app, ctx, endpoints.getContentEpisodes, async ({ auth, params, query, raw }) => {
    const p = await presenterFor(ctx, auth, raw)
    const c = findViewerContent(p, params.id)
    const episodes = p.cat.episodesOf.get(c.contentType === 'episode' ? (c.parentId ?? 0) : c.id) ?? []
    return forViewer(p.cat, p.viewer.child, episodes)
      .filter((e) => query.season === undefined || e.season === query.season)
      .map((e) => presentEpisode(p, e))
  })

  registerEndpoint(app, ctx, endpoints.getContentSources, async ({ params }) => {
    const cat = await loadCatalogue(ctx.db)
    return sourcesOf(ctx, findContent(cat, params.id))
  })

  registerEndpoint(app, ctx, endpoints.getContentSimilar, async ({ auth, params, raw }) => {
    const p = await presenterFor(ctx, auth, raw)
    const similar = similarTo(p.cat, findViewerContent(p, params.id))
    return forViewer(p.cat, p.viewer.child, similar).map((c) => presentCard(p, c))
  })

  registerEndpoint(app, ctx, endpoints.listLibraries, async ({ raw, language }) => {
    // issue 31: the online cinemas' names in the viewer's language
    const cat = await loadCatalogue(ctx.db, language)
    const base = publicBase(raw)
    return cat.libraryList.map((l) => ({
      id: l.id,
      title: l.title,
      cover: { bg: `${base}${imagePaths.library(l.id, 'bg')}`, color_bg: l.color },
      bg: `${base}${imagePaths.library(l.id, 'bg')}`,
      logo: `${base}${imagePaths.library(l.id, 'logo')}`,
      contents_count: cat.titles.filter((c) => c.libraryId === l.id).length,
    }))
  })

  registerEndpoint(app, ctx, endpoints.getContentMetadata, async ({ auth, params, raw, language }) => {
    const p = await presenterFor(ctx, auth, raw)
    const content = findViewerContent(p, params.id)
    // spec 3 §4: a programme aired on a channel plays from the channel archive at its airing.
    const airing = (await sourcesOf(ctx, content)).catchups.find((c) => c.is_catchup_available)
    const schedule = airing ? { channel_id: airing.channel_id, timestamp: airing.start_at } : null
    return metadata(p, content, schedule, language)
  })

  registerEndpoint(app, ctx, endpoints.listCountries, async ({ language }) => {
    const cat = await loadCatalogue(ctx.db, language)
    const counts = new Map<number, number>()
    for (const c of cat.titles) for (const id of c.countryIds) counts.set(id, (counts.get(id) ?? 0) + 1)
    return cat.countryList
      .map((c) => ({ id: c.id, code: c.code, name: c.name, contents_count: counts.get(c.id) ?? 0 }))
      .sort((a, b) => b.contents_count - a.contents_count || a.id - b.id)
  })

  registerEndpoint(app, ctx, endpoints.listInternalGenres, async ({ auth, language }) => {
    const [cat, child] = await Promise.all([
      loadCatalogue(ctx.db, language),
      auth ? isChildProfile(ctx, auth) : false,
    ])
    // issue 31: a child profile's filter offers no adult genre (child-catalogue.ts)
    const genres = child ? cat.genreList.filter((g) => !isAdultGenre(g)) : cat.genreList
    return genres.map((g) => {
      const types = new Set(cat.titles.filter((c) => c.genreIds.includes(g.id)).map((c) => c.contentType))
      return {
        id: g.id,
        name: g.name,
        row_slug: g.slug,
        row_id: 1000 + g.id,
        parent_id: g.parentId,
        content_types: [...types].sort(),
        is_adult: isAdultGenre(g),
      }
    })
  })
}
