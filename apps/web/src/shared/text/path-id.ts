/** The largest id the server takes (an integer column, contract INT_MAX). */
const MAX_ID = 2_147_483_647

/** A whole-number id written in a path segment ("42", "0042"), else null (nothing to request). */
export function pathId(text: string): number | null {
  const n = Number(text)
  return /^\d{1,10}$/.test(text) && n <= MAX_ID ? n : null
}
