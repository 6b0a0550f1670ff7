/**
 * The spec 1 §2 `partner` value this browser came with (kept in the `partner` cookie by the session's
 * start-up); undefined without one. Partner variants change a few screens (spec 3 §4, §6).
 */
export function readPartner(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === 'partner') {
      const decoded = decodeURIComponent(value.join('='))
      return decoded === '' ? undefined : decoded
    }
  }
  return undefined
}
