// Image rules of spec 3 §5 "Content images" and §9 "Image widths by kind": which image of an item to
// show for a card's shape, and how wide a file to ask for on this screen. Pure: no DOM, no React.

import { MOBILE_MAX_WIDTH, PHONE_MAX_WIDTH } from './breakpoints'

/** One image of an item as the API gives it (`ar` like "16:9" or a number; `type` or `itype`). */
export interface SourceImage {
  src: string
  ar?: string | number | null
  type?: string | null
  itype?: string | null
}

/** The `cover` object of a content item. */
export interface SourceCover {
  src_2x3?: string | null
  src_16x9?: string | null
  bg?: string | null
}

/** How the card shows the picture: wide banners and horizontal cards, or vertical posters. */
export type ImageShape = 'wide' | 'horizontal' | 'vertical'

/** spec 3 §9: the image kinds that have a width. */
export type ImageKind =
  | 'channel_logo'
  | 'episode_preview'
  | 'channel'
  | 'content-v'
  | 'content-h'
  | 'collection-v'
  | 'button'
  | 'branded_button'
  | 'promo-wide'
  | 'promo-bg'
  | 'person_preview'
  | 'person'

/** spec 3 §9: desktop widths in CSS pixels. */
export const DESKTOP_IMAGE_WIDTHS: Readonly<Record<ImageKind, number>> = {
  channel_logo: 100,
  episode_preview: 157,
  channel: 285,
  'content-v': 324,
  'content-h': 343,
  'collection-v': 343,
  button: 282,
  branded_button: 480,
  'promo-wide': 1264,
  'promo-bg': 1920,
  person_preview: 70,
  person: 150,
}

/**
 * spec 3 §9 says "smaller sets for phones (up to 480) and tablets (up to 932)" without numbers: these
 * follow the card widths of our layout on those screens (a phone shows about 2.5 posters, a tablet 4).
 */
export const TABLET_IMAGE_WIDTHS: Readonly<Record<ImageKind, number>> = {
  channel_logo: 80,
  episode_preview: 157,
  channel: 240,
  'content-v': 240,
  'content-h': 300,
  'collection-v': 300,
  button: 240,
  branded_button: 400,
  'promo-wide': 932,
  'promo-bg': 932,
  person_preview: 70,
  person: 120,
}
export const PHONE_IMAGE_WIDTHS: Readonly<Record<ImageKind, number>> = {
  channel_logo: 64,
  episode_preview: 140,
  channel: 200,
  'content-v': 160,
  'content-h': 240,
  'collection-v': 240,
  button: 200,
  branded_button: 320,
  'promo-wide': 480,
  'promo-bg': 480,
  person_preview: 56,
  person: 100,
}

export type DeviceClass = 'phone' | 'tablet' | 'desktop'

export function deviceClassOf(windowWidth: number): DeviceClass {
  if (windowWidth <= PHONE_MAX_WIDTH) return 'phone'
  if (windowWidth <= MOBILE_MAX_WIDTH) return 'tablet'
  return 'desktop'
}

/**
 * spec 3 §9: the pixel ratio scales the width, up to 2 above 1440 px and up to 3 above 1920 px. At
 * 1440 px and below the spec allows no scaling on desktop; phones and tablets (their own, smaller sets)
 * are scaled up to 2 so a high-density phone screen is not blurred.
 */
export function pixelRatioCap(windowWidth: number): number {
  if (windowWidth > 1920) return 3
  if (windowWidth > 1440) return 2
  return deviceClassOf(windowWidth) === 'desktop' ? 1 : 2
}

/** The file width (device pixels) to ask for: the kind's width on this device class times the capped ratio. */
export function imageWidth(kind: ImageKind, windowWidth: number, pixelRatio: number): number {
  const device = deviceClassOf(windowWidth)
  const base =
    device === 'phone'
      ? PHONE_IMAGE_WIDTHS[kind]
      : device === 'tablet'
        ? TABLET_IMAGE_WIDTHS[kind]
        : DESKTOP_IMAGE_WIDTHS[kind]
  const ratio = Math.max(1, Math.min(pixelRatio || 1, pixelRatioCap(windowWidth)))
  return Math.round(base * ratio)
}

/** Vector images scale by themselves: no width or format parameters for them. */
export function isVectorImage(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src) || src.startsWith('data:image/svg')
}

/**
 * The URL of a source resized to `width`, optionally as webp: the image service reads `w` and `format`
 * query parameters (unknown parameters are ignored by plain static files, so this is safe either way).
 * Vector and data URLs are returned unchanged.
 */
export function sizedImageUrl(src: string, width: number, format?: 'webp'): string {
  if (!src || isVectorImage(src) || src.startsWith('data:') || src.startsWith('blob:')) return src
  const [beforeHash = '', hash] = src.split('#', 2)
  const sep = beforeHash.includes('?') ? '&' : '?'
  const params = `w=${width}${format ? `&format=${format}` : ''}`
  return `${beforeHash}${sep}${params}${hash !== undefined ? `#${hash}` : ''}`
}

/** "16:9", "16x9", "16/9" or a number → the ratio width / height; undefined when unreadable. */
export function parseAspectRatio(ar: SourceImage['ar']): number | undefined {
  if (typeof ar === 'number') return Number.isFinite(ar) && ar > 0 ? ar : undefined
  if (!ar) return undefined
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/i.exec(ar)
  if (match) {
    const w = Number(match[1])
    const h = Number(match[2])
    return w > 0 && h > 0 ? w / h : undefined
  }
  const n = Number(ar)
  return Number.isFinite(n) && n > 0 ? n : undefined
}

const near = (ratio: number | undefined, w: number, h: number) =>
  ratio !== undefined && Math.abs(ratio - w / h) < 0.02

const typeOf = (image: SourceImage) => (image.type ?? image.itype ?? '').toLowerCase()

/** Vertical ratios in the order spec 3 §5 prefers them. */
const VERTICAL_RATIOS: ReadonlyArray<readonly [number, number]> = [
  [3, 4],
  [2, 3],
  [9, 16],
]

/**
 * spec 3 §5: wide and horizontal shapes prefer a cover 16:9, then a poster 16:9; vertical prefers
 * 3:4, 2:3 or 9:16 covers, then posters; otherwise a 4:3 image or the first image; undefined means the
 * caller shows the stub. The item's `cover` fills in when no image of the list fits.
 */
export function chooseImage(
  images: readonly SourceImage[] | null | undefined,
  shape: ImageShape,
  cover?: SourceCover | null,
): string | undefined {
  const list = (images ?? []).filter((image) => Boolean(image.src))
  const withRatio = list.map((image) => ({ image, ratio: parseAspectRatio(image.ar), type: typeOf(image) }))
  const pick = (type: string, ratios: ReadonlyArray<readonly [number, number]>) => {
    for (const [w, h] of ratios) {
      const found = withRatio.find((entry) => entry.type === type && near(entry.ratio, w, h))
      if (found) return found.image.src
    }
    return undefined
  }
  if (shape === 'vertical') {
    const chosen = pick('cover', VERTICAL_RATIOS) ?? pick('poster', VERTICAL_RATIOS) ?? cover?.src_2x3
    if (chosen) return chosen
  } else {
    const chosen = pick('cover', [[16, 9]]) ?? pick('poster', [[16, 9]]) ?? cover?.src_16x9
    if (chosen) return chosen
  }
  return withRatio.find((entry) => near(entry.ratio, 4, 3))?.image.src ?? list[0]?.src ?? undefined
}

/** The shape a card kind shows its picture in. */
export function shapeOfKind(kind: ImageKind): ImageShape {
  switch (kind) {
    case 'content-v':
    case 'collection-v':
    case 'person':
    case 'person_preview':
      return 'vertical'
    case 'promo-wide':
    case 'promo-bg':
      return 'wide'
    default:
      return 'horizontal'
  }
}
