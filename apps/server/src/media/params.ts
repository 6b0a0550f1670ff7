import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ERROR_CODES } from '@efir/contract'
import { msg } from '../i18n/messages.ts'
import { ApiError } from '../plugins/api-error.ts'
import { manifest } from './assets.ts'

/** Strict path parameters: digits only (no signs, exponents or spaces), within safe ranges. */
export const ChannelId = z
  .string()
  .regex(/^\d{1,9}$/, 'a positive channel id')
  .transform(Number)
  .refine((id) => id > 0, 'a positive channel id')
export const UnixTs = z
  .string()
  .regex(/^\d{1,11}$/, 'unix seconds')
  .transform(Number)

const names = (list: readonly string[]) => list as [string, ...string[]]
export const Rendition = z.enum(names(manifest.video.map((v) => v.name)))
export const AudioLanguage = z.enum(names(manifest.audio.map((a) => a.language)))
export const SubtitleLanguage = z.enum(names(manifest.subtitles.map((s) => s.language)))

/** `<n>.<ext>`: a timeline segment number. */
export const segmentFile = (ext: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,11}\\.${ext}$`), `<number>.${ext}`)
    .transform((file) => Number(file.slice(0, file.indexOf('.'))))

/** A 404 in the API's shape (a segment of the future, a missing tile). */
export function mediaNotFound(request: FastifyRequest): ApiError {
  const path = request.url.split('?')[0] ?? ''
  return new ApiError(404, ERROR_CODES.notFound, msg('not_found', { method: request.method, path }))
}

/** A 403 in the API's shape: no media token, or one expired, tampered with or for another stream. */
export function mediaForbidden(): ApiError {
  return new ApiError(403, ERROR_CODES.permissionDenied, 'media_token_invalid')
}

/** A 400 naming the field, like the schema validation's own answers. */
export function invalidParam(field: string): ApiError {
  return new ApiError(400, ERROR_CODES.validation, 'validation_failed', {
    detail: { [field]: 'validation_invalid' },
  })
}

/** Cache policies: segments never change once they exist; live playlists always do. */
export const CACHE = {
  segment: 'public, max-age=31536000, immutable',
  init: 'public, max-age=86400',
  livePlaylist: 'no-cache',
  /** A playlist whose URIs carry the viewer's media token: only the viewer's own cache keeps it. */
  tokened: 'private, max-age=3600',
  fixed: 'public, max-age=3600',
  noStore: 'no-store',
} as const

export const CONTENT_TYPES = {
  playlist: 'application/vnd.apple.mpegurl',
  video: 'video/mp4',
  audio: 'audio/mp4',
  vtt: 'text/vtt; charset=utf-8',
  mpd: 'application/dash+xml',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  jpeg: 'image/jpeg',
  text: 'text/plain; charset=utf-8',
} as const

/** Media is public and may be fetched by a client served from another origin (ARCHITECTURE). */
export function mediaReply(reply: FastifyReply, type: string, cache: string): FastifyReply {
  return reply.type(type).header('Cache-Control', cache).header('Access-Control-Allow-Origin', '*')
}
