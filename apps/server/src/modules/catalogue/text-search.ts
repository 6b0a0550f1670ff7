import { matches, queryForms } from '../search/text.ts'

/**
 * Text first as typed; a query typed in the wrong keyboard layout ("vfnhbwf") is tried only when
 * nothing matched, and `corrected` names the form that did ("матрица").
 */
export function searchByText<T>(
  list: T[],
  text: string | undefined,
  fields: (item: T) => (string | null)[],
): { items: T[]; corrected: string | null } {
  if (!text?.trim()) return { items: list, corrected: null }
  const [typed, ...converted] = queryForms(text)
  if (!typed) return { items: list, corrected: null }
  const direct = list.filter((item) => matches([typed], ...fields(item)))
  if (direct.length > 0) return { items: direct, corrected: null }
  for (const form of converted) {
    const items = list.filter((item) => matches([form], ...fields(item)))
    if (items.length > 0) return { items, corrected: form }
  }
  return { items: [], corrected: null }
}

export const byText = <T>(list: T[], text: string | undefined, fields: (item: T) => (string | null)[]): T[] =>
  searchByText(list, text, fields).items
