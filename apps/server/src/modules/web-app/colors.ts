/** An sRGB colour, 0-255 a channel. */
export type Rgb = readonly [number, number, number]

/**
 * A brand token's colour as RGB: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha ignored: an icon and a
 * manifest colour are opaque); anything else (rgb(), a name) is null and the caller falls back.
 */
export function parseHexColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1]
  if (!hex) return null
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
