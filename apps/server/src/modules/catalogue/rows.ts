import type { Row } from '@efir/contract'
import { FIXED_ROWS } from './fixed-rows.ts'
import { imagePaths, presentCard, type Presenter } from './present.ts'
import { ADULT_GENRE_SLUGS, childMaySee, forViewer } from './child-catalogue.ts'
import { contents, type Items, type RowDef, type RowFilters } from './row-definition.ts'
import { catalogueText, catalogueTextOrNull } from './texts.ts'
import { GENRE_ROW_OFFSET, LIBRARY_ROW_OFFSET, type Catalogue } from './store.ts'

export function genreRow(cat: Catalogue, genreId: number): RowDef | undefined {
  const genre = cat.genres.get(genreId)
  if (!genre) return undefined
  return {
    id: GENRE_ROW_OFFSET + genre.id,
    slug: genre.slug,
    title: genre.name,
    template: 'content-v',
    // issue 4 / spec 3 §2: a genre row is the genre's films (the /movies catalogue filters the rest)
    contentType: 'movie',
    items: contents((c) =>
      c.titles.filter((x) => x.contentType === 'movie' && x.genreIds.includes(genre.id)),
    ),
  }
}

function libraryRow(cat: Catalogue, libraryId: number): RowDef | undefined {
  const library = cat.libraries.get(libraryId)
  if (!library) return undefined
  return {
    id: LIBRARY_ROW_OFFSET + library.id,
    slug: `library-${library.id}`,
    title: library.title,
    template: 'content-v',
    libraryId: library.id,
    items: contents((c) => c.titles.filter((x) => x.libraryId === library.id)),
  }
}

/** A row by id or slug. */
export function findRow(cat: Catalogue, ref: string): RowDef | undefined {
  const id = /^\d+$/.test(ref) ? Number(ref) : null
  const fixed = FIXED_ROWS.find((r) => (id === null ? r.slug === ref : r.id === id))
  if (fixed) return fixed
  if (id !== null) {
    if (id > GENRE_ROW_OFFSET && id < LIBRARY_ROW_OFFSET) return genreRow(cat, id - GENRE_ROW_OFFSET)
    if (id > LIBRARY_ROW_OFFSET) return libraryRow(cat, id - LIBRARY_ROW_OFFSET)
    return undefined
  }
  const genre = [...cat.genres.values()].find((g) => g.slug === ref)
  if (genre) return genreRow(cat, genre.id)
  const library = /^library-(\d+)$/.exec(ref)
  return library ? libraryRow(cat, Number(library[1])) : undefined
}

/**
 * A row's items as the viewer may see them (issue 31): a child profile gets no title outside its
 * catalogue (child-catalogue.ts), no promotion of one and no tile of an adult genre's row.
 */
function itemsForViewer(p: Presenter, items: Items): Items {
  if (!p.viewer.child) return items
  switch (items.kind) {
    case 'contents':
      return { kind: 'contents', items: forViewer(p.cat, true, items.items) }
    case 'promotions':
      return {
        kind: 'promotions',
        items: items.items.filter((promo) => {
          const content = promo.content ? p.cat.contents.get(promo.content.id) : undefined
          if (content && !childMaySee(p.cat, content)) return false
          const target = promo.destination
          if (target.type === 'content' && target.id !== null) {
            const linked = p.cat.contents.get(target.id)
            if (linked && !childMaySee(p.cat, linked)) return false
          }
          return !(target.type === 'row' && target.slug !== null && ADULT_GENRE_SLUGS.has(target.slug))
        }),
      }
    default:
      return items
  }
}

/** One page of a row, presented. */
export function buildRow(p: Presenter, def: RowDef, filters: RowFilters, offset: number, limit: number): Row {
  const items = itemsForViewer(p, def.items(p, filters))
  const total = items.items.length
  const page = <T>(list: T[]) => list.slice(offset, offset + limit)
  const description = catalogueTextOrNull(def.description, p.language)
  return {
    id: def.id,
    slug: def.slug,
    title: catalogueText(def.title, p.language),
    template: def.template,
    content_type: def.contentType ?? null,
    description,
    html_description: description ? `<p>${description}</p>` : null,
    more_count: Math.max(0, total - offset - limit),
    total,
    limit,
    offset,
    library_id: filters.library_id ?? def.libraryId ?? null,
    loop_count: def.loopCount ?? null,
    contents: items.kind === 'contents' ? page(items.items).map((c) => presentCard(p, c)) : [],
    channels:
      items.kind === 'channels'
        ? page(items.items).map((c) => ({
            id: c.id,
            slug: c.slug,
            name: c.name,
            logo: `${p.base}${imagePaths.channelLogo(c.id)}`,
          }))
        : [],
    persons: items.kind === 'persons' ? page(items.items) : [],
    promotions: items.kind === 'promotions' ? page(items.items) : [],
  }
}
