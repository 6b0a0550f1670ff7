import { z } from 'zod'
import type { AnalyticsRow } from './repository.ts'

/**
 * spec 2 §4 / §7 "audience counter pixel": the operator's audience counter, modelled by this server
 * at a path the web client requests as an image (same origin: the page CSP allows img-src 'self').
 * Not a contract endpoint: a counter answers a GIF, never JSON, and takes its own parameters.
 */
export const AUDIENCE_PIXEL_PATH = '/counter/pixel.gif'

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const Param = z.string().max(256)
const MAX_PARAMS = 24

/**
 * The pixel's query: kind audience (once per playback start) or tracking (every 30 s), the
 * tracker's params (CatID, VcID, VcVersion, Account, Tmsec), evtp 1 live / 3 archive, fts (unix
 * seconds of the frame), dvtp (device type 1..5), seconds watched and a cache buster.
 */
export const PixelQuery = z
  .object({
    kind: z.enum(['audience', 'tracking']),
    tracker: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    evtp: z.enum(['1', '3']),
    fts: z.string().regex(/^\d{1,12}$/),
    dvtp: z.enum(['1', '2', '3', '4', '5']),
    watched: z.string().regex(/^\d{1,7}$/),
  })
  .catchall(Param)
  .refine((q) => Object.keys(q).length <= MAX_PARAMS, { message: 'too many parameters' })

export type PixelQuery = z.infer<typeof PixelQuery>

/** One stored row per pixel: name counter_<kind>, value the channel (VcID), type the evtp. */
export function pixelRow(q: PixelQuery, receivedAt: Date): AnalyticsRow {
  const data: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(q)) {
    if (key === 'r' || key === 'kind') continue
    data[key] = key === 'fts' || key === 'watched' || key === 'dvtp' || key === 'evtp' ? Number(value) : value
  }
  return {
    userId: null,
    deviceHash: null,
    name: `counter_${q.kind}`,
    at: Number(q.fts) * 1000,
    page: null,
    value: typeof q.VcID === 'string' ? q.VcID : null,
    source: q.tracker,
    type: q.evtp,
    data,
    receivedAt,
  }
}
