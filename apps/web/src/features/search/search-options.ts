import type { SearchSuggest } from '@efir/contract'

/** How many results of each kind the header box lists under the suggestions. */
export const BOX_LIMITS = { history: 5, suggestions: 6, contents: 5, channels: 3, persons: 3 } as const

/** One option of the header box's list, in keyboard order. */
export type SearchOption =
  | {
      kind: 'history'
      key: string
      label: string
      text: string
      recordType: 'channel' | 'content'
      objectId: number
    }
  | { kind: 'suggestion'; key: string; label: string; text: string }
  | { kind: 'content'; key: string; label: string; id: number; slug: string; detail: string }
  | { kind: 'channel'; key: string; label: string; id: number; slug: string }
  | { kind: 'person'; key: string; label: string; id: number; slug: string }

/**
 * The box's options for an answer: the viewer's history when nothing is typed, else suggestions,
 * then contents, channels and persons (each cut to a few).
 */
export function searchOptions(answer: SearchSuggest | undefined, typed: string): SearchOption[] {
  if (!answer) return []
  const options: SearchOption[] = []
  if (!typed.trim())
    for (const record of answer.history.slice(0, BOX_LIMITS.history))
      options.push({
        kind: 'history',
        key: `h${record.id}`,
        label: record.title,
        text: record.text,
        recordType: record.content_type,
        objectId: record.object_id,
      })
  const seen = new Set<string>()
  for (const suggestion of answer.suggestions) {
    const text = suggestion.text.trim()
    if (!text || seen.has(text.toLowerCase())) continue
    seen.add(text.toLowerCase())
    options.push({ kind: 'suggestion', key: `s${text}`, label: text, text })
    if (seen.size >= BOX_LIMITS.suggestions) break
  }
  for (const c of answer.contents.filter((c) => !c.is_4k).slice(0, BOX_LIMITS.contents))
    options.push({
      kind: 'content',
      key: `c${c.id}`,
      label: c.title,
      id: c.id,
      slug: c.slug,
      detail: c.year === null ? '' : String(c.year),
    })
  for (const ch of answer.channels.slice(0, BOX_LIMITS.channels))
    options.push({ kind: 'channel', key: `t${ch.id}`, label: ch.name, id: ch.id, slug: ch.slug })
  for (const p of answer.persons.slice(0, BOX_LIMITS.persons))
    options.push({ kind: 'person', key: `p${p.id}`, label: p.name, id: p.id, slug: p.slug })
  return options
}
