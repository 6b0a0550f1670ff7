/** Latin keys of the ЙЦУКЕН layout: what a Russian word looks like typed with the English layout on. */
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё'
const EN_TO_RU = new Map([...EN].map((ch, i) => [ch, RU[i] ?? ch]))
const RU_TO_EN = new Map([...RU].map((ch, i) => [ch, EN[i] ?? ch]))

/** Lower case, ё as е, single spaces: how titles and queries are compared. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()
}

/** "vfnhbwf" → "матрица"; undefined when the text has no Latin letters to convert. */
export function toRussianLayout(text: string): string | undefined {
  const lower = text.toLowerCase()
  if (!/[a-z[\];',.`]/.test(lower)) return undefined
  return [...lower].map((ch) => EN_TO_RU.get(ch) ?? ch).join('')
}

/** "ьфекшч" → "matrix" (a Latin title typed with the Russian layout on). */
export function toLatinLayout(text: string): string | undefined {
  const lower = text.toLowerCase()
  if (!/[а-яё]/.test(lower)) return undefined
  return [...lower].map((ch) => RU_TO_EN.get(ch) ?? ch).join('')
}

/** The forms of a query the server matches: as typed, and converted from the other keyboard layout. */
export function queryForms(text: string): string[] {
  const typed = normalize(text)
  if (!typed) return []
  const forms = [typed]
  for (const other of [toRussianLayout(typed), toLatinLayout(typed)]) {
    if (other) forms.push(normalize(other))
  }
  return [...new Set(forms)]
}

export function matches(forms: readonly string[], ...fields: (string | null)[]): boolean {
  if (forms.length === 0) return true
  const haystacks = fields.flatMap((f) => (f ? [normalize(f)] : []))
  return forms.some((form) => haystacks.some((h) => h.includes(form)))
}
