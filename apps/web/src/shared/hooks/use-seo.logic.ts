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

/** The filled texts of one page; a mask that fills to nothing is left out (the caller's default stays). */
export function seoTextsFor(masks: readonly SeoMaskEntry[], page: string, values: SeoValues): SeoTexts {
  const texts: SeoTexts = {}
  for (const mask of masks) {
    if (mask.page !== page || texts[mask.text_type] !== undefined) continue
    const filled = fillSeoMask(mask.text, values)
    if (filled) texts[mask.text_type] = filled
  }
  return texts
}
