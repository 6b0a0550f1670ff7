import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** The committed media made by scripts/media/generate.mjs (apps/server/media/README.md). */
export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url))

const Manifest = z.object({
  segmentSeconds: z.number().int().positive(),
  loopSeconds: z.number().int().positive(),
  segmentsPerLoop: z.number().int().positive(),
  frameRate: z.number().positive(),
  sources: z.array(z.object({ id: z.string().regex(/^[a-z]$/), label: z.string() })).min(1),
  video: z
    .array(
      z.object({
        name: z.string().regex(/^\d+p$/),
        width: z.number().int(),
        height: z.number().int(),
        codecs: z.string(),
        timescale: z.number().int().positive(),
        maxBitrate: z.number().int(),
        peakBitrate: z.number().int(),
        averageBitrate: z.number().int(),
      }),
    )
    .min(1),
  audio: z
    .array(
      z.object({
        language: z.string().regex(/^[a-z]{2}$/),
        name: z.string(),
        codecs: z.string(),
        timescale: z.number().int().positive(),
        sampleRate: z.number().int(),
        channels: z.number().int(),
        peakBitrate: z.number().int(),
        averageBitrate: z.number().int(),
      }),
    )
    .min(1),
  subtitles: z.array(z.object({ language: z.string().regex(/^[a-z]{2}$/), name: z.string() })),
  thumbnails: z.object({
    width: z.number().int(),
    height: z.number().int(),
    intervalSeconds: z.number().int().positive(),
    columns: z.number().int().positive(),
  }),
  drm: z.object({
    source: z.string(),
    rendition: z.string(),
    kid: z.string().regex(/^[0-9a-f]{32}$/),
    key: z.string().regex(/^[0-9a-f]{32}$/),
    pssh: z.string(),
    videoCodecs: z.string(),
    audioCodecs: z.string(),
  }),
  ad: z.object({
    file: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    durationSeconds: z.number().positive(),
    bitrateKbps: z.number().int(),
  }),
})
export type MediaManifest = z.infer<typeof Manifest>

export const manifest: MediaManifest = Manifest.parse(
  JSON.parse(readFileSync(new URL('manifest.json', `file://${MEDIA_DIR}`), 'utf8')),
)

export type SourceId = string
export type VideoRendition = MediaManifest['video'][number]
export type AudioTrack = MediaManifest['audio'][number]

export function videoRendition(name: string): VideoRendition | undefined {
  return manifest.video.find((v) => v.name === name)
}
export function audioTrack(language: string): AudioTrack | undefined {
  return manifest.audio.find((a) => a.language === language)
}
export function hasSubtitles(language: string): boolean {
  return manifest.subtitles.some((s) => s.language === language)
}
/** The single-rendition `hls` flavour plays the middle rendition (spec 2 §3 "Stream response"). */
export function middleRendition(): VideoRendition {
  return manifest.video[Math.floor(manifest.video.length / 2)] ?? manifest.video[0]!
}

// Small (a few MB in all) and immutable: read each file once and keep it.
const cache = new Map<string, Promise<Buffer>>()

/**
 * A committed file by its path segments. Callers pass only whitelisted names and numbers (never
 * request text), so no path can leave MEDIA_DIR.
 */
export function mediaFile(...parts: readonly (string | number)[]): Promise<Buffer> {
  const path = parts.join('/')
  let file = cache.get(path)
  if (!file) {
    file = readFile(`${MEDIA_DIR}${path}`)
    file.catch(() => cache.delete(path))
    cache.set(path, file)
  }
  return file
}
