// A 1x1 transparent PNG: the ping image of resources (spec 1 §7 "a periodic GET of the header logo").
export const PING_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const LOGOS: Record<string, { text: string; color: string }> = {
  efir: { text: 'efir', color: '#e5484d' },
  nord: { text: 'Nord TV', color: '#3e63dd' },
  aurora: { text: 'Aurora', color: '#0d9488' },
}

export function logoSvg(name: string): string | null {
  const logo = LOGOS[name]
  if (!logo) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32" role="img" aria-label="${logo.text}"><rect width="120" height="32" rx="6" fill="${logo.color}"/><text x="60" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${logo.text}</text></svg>`
}

const AVATAR_COLORS = ['#e5484d', '#f76b15', '#ffc53d', '#46a758', '#12a594', '#0090ff', '#3e63dd', '#8e4ec6']

/** A round avatar with a simple face, coloured by its number. */
export function avatarSvg(n: number): string {
  const color = AVATAR_COLORS[n % AVATAR_COLORS.length] ?? '#888'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${color}"/><circle cx="34" cy="40" r="6" fill="#fff"/><circle cx="62" cy="40" r="6" fill="#fff"/><path d="M30 60 Q48 ${n % 2 ? 76 : 70} 66 60" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`
}
