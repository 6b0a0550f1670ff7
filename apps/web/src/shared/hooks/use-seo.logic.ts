// spec 3 §5 "SEO placeholders": masks (per page and text_type) filled with the page's values. Pure.

/** spec 3 §5: the mask text types. */
export type SeoTextType = 'h1' | 'title' | 'description' | 'keywords' | 'shareTitle'

export interface SeoMaskEntry {
  page: string
  text_type: SeoTextType
  text: string
}

/**
 * spec 3 §5 placeholders: name, original, year, type, type_share, genres, series, season,
 * provider_name, description, library_name. Aliases the operator's masks also use ({provider},
 * {content}, {channel}) are filled from the same values.
 */
export interface SeoValues {
  name?: string
  original?: string
  year?: string | number
  type?: string
  type_share?: string
  genres?: string
  series?: string | number
  season?: string | number
  provider_name?: string
  description?: string
  library_name?: string
}

/** spec 3 §5: the description placeholder is trimmed to 70 characters. */
export const SEO_DESCRIPTION_LIMIT = 70

export function trimSeoDescription(text: string, limit = SEO_DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

function placeholderValue(key: string, values: SeoValues): string {
  switch (key) {
    case 'provider':
      return values.provider_name ?? ''
    case 'content':
    case 'channel':
      return values.name ?? ''
    case 'description':
      return values.description ? trimSeoDescription(values.description) : ''
    default: {
      const value = (values as Record<string, string | number | undefined>)[key]
      return value === undefined || value === null ? '' : String(value)
    }
  }
}

/**
 * Fills `{placeholder}`s; an unknown or empty one leaves nothing, and the separators and brackets
 * it leaves behind are tidied ("Film () — watch" → "Film — watch").
 */
export function fillSeoMask(text: string, values: SeoValues): string {
  return text
    .replace(/\{(\w+)\}/g, (_, key: string) => placeholderValue(key, values))
    .replace(/\(\s*\)|\[\s*\]|«\s*»/g, '')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([,;:]\s*)+(?=[—–-]|$)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '')
}

export type SeoTexts = Partial<Record<SeoTextType, string>>

/** The placeholders that name the page's subject: a mask with one of them means nothing without it. */
const NAME_PLACEHOLDER = /\{(?:name|content|channel)\}/

/**
 * The filled texts of one page; a mask that fills to nothing is left out (the caller's default stays),
 * and so is one that names its subject while the page has none (still loading, or not found: issue 32,
 * "/row/99999999999" was titled "смотреть онлайн на Efir").
 */
export function seoTextsFor(masks: readonly SeoMaskEntry[], page: string, values: SeoValues): SeoTexts {
  const texts: SeoTexts = {}
  for (const mask of masks) {
    if (mask.page !== page || texts[mask.text_type] !== undefined) continue
    if (!values.name && NAME_PLACEHOLDER.test(mask.text)) continue
    const filled = fillSeoMask(mask.text, values)
    if (filled) texts[mask.text_type] = filled
  }
  return texts
}

/** spec 3 §5: the mask page of a content card by its type: movie, series (and season), programme, episode. */
export function contentSeoPage(content: {
  content_type: string
  category_id?: number | null
}): 'content_movie' | 'content_series' | 'content_program' | 'content_episode' {
  if (content.content_type === 'episode') return 'content_episode'
  if (content.content_type === 'program') return 'content_program'
  if (content.content_type === 'series' || content.content_type === 'season' || content.category_id === 2)
    return 'content_series'
  return 'content_movie'
}

/** The spec 3 §5 placeholders of a content card (an episode's series and season numbers too). */
export function contentSeoValues(
  content: {
    title: string
    original?: string | null
    year?: number | null
    genres?: readonly { name: string }[]
    description?: string | null
    library_name?: string | null
    season?: number | null
    series?: number | null
  },
  providerName: string | undefined,
): SeoValues {
  return {
    name: content.title,
    original: content.original ?? undefined,
    year: content.year ?? undefined,
    genres: content.genres?.map((g) => g.name).join(', ') || undefined,
    description: content.description ?? undefined,
    library_name: content.library_name ?? undefined,
    season: content.season ?? undefined,
    series: content.series ?? undefined,
    provider_name: providerName,
  }
}

/**
 * The title a page has when its mask is missing or still loading: the page's own name, then the
 * provider's ("Фильмы — Efir"), so every tab names the page it shows.
 */
export function fallbackTitle(
  pageName: string | undefined,
  providerName: string | undefined,
): string | undefined {
  if (!pageName) return providerName
  return providerName && providerName !== pageName ? `${pageName} — ${providerName}` : pageName
}

/**
 * The SEO texts of stacked pages: a modal page over a page names the tab (title, description, keywords,
 * share title) while it is open and gives them back when it closes; `write` gets the top entry's value
 * (undefined when no page has one: the shell's provider name then). Entries keep their layer and mount
 * order, so a page below that loads or updates later does not cover the modal page.
 */
export function createLayeredStack<T>(write: (top: T | undefined) => void) {
  let nextOrder = 0
  const layers = new Map<number, number>()
  const entries = new Map<number, T>()
  const rank = (order: number) => (layers.get(order) ?? 0) * 1e9 + order
  const apply = () => {
    const top = [...entries.keys()].sort((a, b) => rank(a) - rank(b)).at(-1)
    write(top === undefined ? undefined : entries.get(top))
  }
  return {
    /**
     * A new entry: above the entries of lower layers (a modal page, layer 1, over the page below it,
     * layer 0, whichever loaded first), and above the older ones of its own layer.
     */
    open(layer = 0): number {
      nextOrder += 1
      layers.set(nextOrder, layer)
      return nextOrder
    },
    set(order: number, value: T | undefined) {
      if (value === undefined) entries.delete(order)
      else entries.set(order, value)
      apply()
    },
    close(order: number) {
      entries.delete(order)
      layers.delete(order)
      apply()
    },
  }
}
