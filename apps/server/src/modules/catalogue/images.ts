import type { FastifyInstance } from 'fastify'
import { ERROR_CODES } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { badRequest } from '../../plugins/api-error.ts'
import { COMPRESSION } from '../../plugins/compression.ts'
import { loadCatalogue } from './store.ts'

/** Drawn from seed data that never changes under the same URL: cacheable for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable'
const KINDS = ['contents', 'persons', 'libraries', 'news', 'packets', 'promos'] as const
type Kind = (typeof KINDS)[number]

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  )

/** A colour from a string: the same title always gets the same picture. */
function hue(seed: string): number {
  let h = 0
  for (const ch of seed) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return h % 360
}

/** Word-wraps a title into at most 4 lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      out.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) out.push(current)
  return out.slice(0, 4)
}

const SIZES: Record<string, [number, number]> = {
  '2x3': [400, 600],
  '3x4': [450, 600],
  '9x16': [360, 640],
  '16x9': [640, 360],
  '4x3': [480, 360],
  '1x1': [400, 400],
  '21x9': [840, 360],
}

/** spec 3 §9: widths the client asks for (70 px person previews up to 1920 × 3 promo banners). */
export const MIN_IMAGE_WIDTH = 16
export const MAX_IMAGE_WIDTH = 5760
/** Formats an image service is asked for (`format=webp` where the browser supports it, spec 3 §9). */
const IMAGE_FORMATS = ['svg', 'webp', 'avif', 'png', 'jpeg', 'jpg'] as const

export interface ImageRequest {
  /** Width in device pixels, when asked for. */
  width: number | undefined
}

/**
 * Reads `w` and `format` of an image URL (spec 3 §9 "Image widths by kind ... webp where supported").
 * The generated pictures are vector: `w` becomes the drawing's width (height by its aspect ratio), so
 * the browser's intrinsic size is the one asked for; a raster `format` is answered with the same SVG,
 * which is smaller than any raster of these flat drawings and sharp at every pixel ratio. Bad values
 * are a 400, as for any call.
 */
export function readImageRequest(query: Record<string, unknown>): ImageRequest {
  const w = query.w
  let width: number | undefined
  if (w !== undefined) {
    const n = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN
    if (!(n >= MIN_IMAGE_WIDTH && n <= MAX_IMAGE_WIDTH))
      throw badRequest(ERROR_CODES.validation, 'validation_failed', { 'query.w': 'validation_invalid' })
    width = n
  }
  const format = query.format
  if (format !== undefined && !IMAGE_FORMATS.some((f) => f === format))
    throw badRequest(ERROR_CODES.validation, 'validation_failed', { 'query.format': 'validation_invalid' })
  return { width }
}

/** Sets the outer width and height of a generated SVG (its viewBox, and so the drawing, stays). */
export function sizedSvg(svg: string, width: number | undefined): string {
  if (width === undefined) return svg
  const match = /^<svg ([^>]*?)width="(\d+)" height="(\d+)"/.exec(svg)
  if (!match) return svg
  const [whole, before = '', w0 = '1', h0 = '1'] = match
  const height = Math.max(1, Math.round((width * Number(h0)) / Number(w0)))
  return `<svg ${before}width="${width}" height="${height}"${svg.slice(whole.length)}`
}

export function posterSvg(
  title: string,
  subtitle: string,
  aspect: string,
  type: string,
  color: string,
): string {
  const [w, h] = SIZES[aspect] ?? [640, 360]
  const h1 = hue(title)
  const fontSize = Math.round(Math.min(w, h) / 9)
  const wrapped = lines(title, Math.max(8, Math.floor(w / (fontSize * 0.6))))
  const top = h / 2 - ((wrapped.length - 1) * fontSize * 1.15) / 2
  const text = wrapped
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${Math.round(top + i * fontSize * 1.15)}" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
  const label =
    type === 'title'
      ? ''
      : `<text x="${w / 2}" y="${h - fontSize * 0.8}" font-family="sans-serif" font-size="${Math.round(fontSize * 0.45)}" fill="#ffffffb3" text-anchor="middle">${escapeXml(subtitle)}</text>`
  const background =
    type === 'title'
      ? ''
      : `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="hsl(${h1} 45% 18%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.82}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.35}" fill="hsl(${(h1 + 40) % 360} 70% 60% / 0.25)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">${background}${text}${label}</svg>`
}

function personSvg(name: string, color: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" role="img" aria-label="${escapeXml(name)}"><rect width="300" height="400" fill="${color}"/><circle cx="150" cy="150" r="80" fill="#ffffff33"/><text x="150" y="175" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text><text x="150" y="330" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`
}

/**
 * The catalogue's pictures (issue 4: generated by the server): `/media/img/{kind}/{id}/{type}-{ar}.svg`,
 * e.g. `/media/img/contents/1/cover-16x9.svg`, optionally `?w={device px}&format=webp` (spec 3 §9). Only images the data names exist (others 404), so a
 * content without a 3:4 cover really has none and the client's fallback rules apply.
 */
export function registerCatalogueImages(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { kind: string; id: string; file: string } }>(
    '/media/img/:kind/:id/:file',
    // NOTE: compressed below the app-wide 1 KB floor: these drawings are ~0.7-1.2 KB, a start page
    // loads some 30 of them, and brotli takes ~45 % off each (a route's options replace the global ones)
    { schema: { hide: true }, compress: { ...COMPRESSION, threshold: 0 } },
    async (req, reply) => {
      const request = readImageRequest(req.query as Record<string, unknown>)
      const kind = KINDS.find((k): k is Kind => k === req.params.kind)
      const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null
      const file = /^([a-z]+)-(\d+x\d+)\.svg$/.exec(req.params.file)
      if (!kind || id === null || !file) return reply.callNotFound()
      const [, type = '', aspect = ''] = file
      const cat = await loadCatalogue(ctx.db)
      let svg: string | null = null
      if (kind === 'contents') {
        const c = cat.contents.get(id)
        const known = c?.images.some((i) => i.type === type && i.ar.replace(':', 'x') === aspect)
        if (c && known) {
          const subtitle = [c.year, cat.genres.get(c.genreIds[0] ?? 0)?.name].filter(Boolean).join(' · ')
          svg = posterSvg(c.title, subtitle, aspect, type, c.color)
        }
      } else if (kind === 'persons') {
        const person = cat.persons.get(id)
        if (person?.hasImage && type === 'person') svg = personSvg(person.name, person.color)
      } else if (kind === 'libraries') {
        const library = cat.libraries.get(id)
        if (library)
          svg = posterSvg(
            library.title,
            type === 'logo' ? '' : 'Онлайн-кинотеатр',
            aspect,
            'bg',
            library.color,
          )
      } else if (kind === 'news') {
        const item = cat.news.find((n) => n.id === id)
        if (item) svg = posterSvg(item.title, 'Новости', aspect, 'cover', item.color)
      } else if (kind === 'packets') {
        const packet = cat.packets.find((x) => x.id === id)
        if (packet)
          svg = posterSvg(packet.name, `${packet.price} ${packet.currency}`, aspect, 'cover', '#3e63dd')
      } else {
        svg = posterSvg(`Efir ${id}`, '', aspect, 'bg', '#1f2937')
      }
      if (!svg) return reply.callNotFound()
      reply
        .type('image/svg+xml')
        .header('Cache-Control', LONG_CACHE)
        .header('Access-Control-Allow-Origin', '*')
        .header('Vary', 'Accept-Encoding')
      return reply.send(sizedSvg(svg, request.width))
    },
  )
}
