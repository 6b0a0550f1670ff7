import type { IncomingHttpHeaders } from 'node:http'

/** The languages the server answers in (the client's interface languages); the first is the default. */
export const LANGUAGES = ['ru', 'en', 'kk', 'uz'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'ru'

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag)

/**
 * The viewer's language from an Accept-Language header (spec 1 §7: the client sends its stored
 * language): the first supported primary tag, by quality and then by order (`kk-KZ` → kk,
 * `en;q=0.5, uz` → uz); anything else, or no header, → ru.
 */
export function pickLanguage(header: string | readonly string[] | undefined): Language {
  const raw = typeof header === 'string' ? header : (header ?? []).join(',')
  const ranges = raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.split(';').map((s) => s.trim())
      const q = options.find((o) => /^q=/i.test(o))
      const quality = q === undefined ? 1 : Number(q.slice(2))
      return { primary: tag.split('-')[0]?.toLowerCase() ?? '', quality, index }
    })
    .filter((r) => r.primary !== '' && Number.isFinite(r.quality) && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { primary } of ranges) if (isLanguage(primary)) return primary
  return DEFAULT_LANGUAGE
}

/** The language of the viewer behind a request. */
export const requestLanguage = (request: { headers: IncomingHttpHeaders }): Language =>
  pickLanguage(request.headers['accept-language'])
