import type { Rgb } from './colors.ts'
import { encodePng } from './png.ts'

/** The icons every brand's manifest lists (issue 12: at least 192 and 512 px, and maskable ones). */
export const ICON_SIZES = [192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]
/** The home-screen icon iOS takes from `<link rel="apple-touch-icon">` (it ignores maskable ones). */
export const APPLE_TOUCH_ICON_SIZE = 180
export type IconPurpose = 'any' | 'maskable'

export interface IconColors {
  /** the tile */
  background: Rgb
  /** the play mark on it */
  mark: Rgb
}

// Sub-samples per pixel side: smooth edges without a graphics library.
const SAMPLES = 4

/**
 * The brand's app icon, drawn from its colours: a play mark on the primary colour. `any`: a rounded tile
 * with transparent corners; `maskable`: the tile fills the square and the mark stays inside the central
 * safe circle (40 % of the size as radius), as a launcher may cut the icon to any shape.
 */
export function drawIcon(size: number, purpose: IconPurpose, colors: IconColors): Buffer {
  const pixels = new Uint8Array(size * size * 4)
  const radius = purpose === 'any' ? size * 0.22 : 0
  const markWidth = size * (purpose === 'any' ? 0.38 : 0.3)
  const markHeight = markWidth * 1.15
  const cx = size / 2
  const cy = size / 2
  // a right-pointing triangle, centred by its area (a third of its width left of the middle)
  const left = cx - markWidth / 3
  const right = cx + (markWidth * 2) / 3
  const top = cy - markHeight / 2
  const bottom = cy + markHeight / 2
  const inTile = (x: number, y: number) => {
    if (radius === 0) return true
    const dx = Math.max(radius - x, 0, x - (size - radius))
    const dy = Math.max(radius - y, 0, y - (size - radius))
    return dx * dx + dy * dy <= radius * radius
  }
  const inMark = (x: number, y: number) => {
    if (x < left || x > right) return false
    const half = ((right - x) / (right - left)) * (markHeight / 2)
    return y >= cy - half && y <= cy + half && y >= top && y <= bottom
  }
  const total = SAMPLES * SAMPLES
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0
      let mark = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES
          const y = py + (sy + 0.5) / SAMPLES
          if (!inTile(x, y)) continue
          tile++
          if (inMark(x, y)) mark++
        }
      }
      const i = (py * size + px) * 4
      const m = tile === 0 ? 0 : mark / tile
      for (let c = 0; c < 3; c++)
        pixels[i + c] = Math.round((colors.background[c] ?? 0) * (1 - m) + (colors.mark[c] ?? 0) * m)
      pixels[i + 3] = Math.round((tile / total) * 255)
    }
  }
  return encodePng({ width: size, height: size, pixels })
}
