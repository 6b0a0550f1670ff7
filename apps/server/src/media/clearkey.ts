import { z } from 'zod'
import { manifest } from './assets.ts'

const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url')

/** Demo keys by base64url key id: the one key of the ClearKey variant (README). */
const KEYS = new Map([[base64url(manifest.drm.kid), base64url(manifest.drm.key)]])

/** The EME ClearKey licence request (W3C EME §9.1.3): key ids as base64url. */
export const LicenseRequest = z.object({
  kids: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}={0,2}$/))
    .min(1)
    .max(16),
  type: z.enum(['temporary', 'persistent-license']).optional(),
})
export type LicenseRequest = z.infer<typeof LicenseRequest>

export interface ClearKeyLicense {
  keys: { kty: 'oct'; kid: string; k: string }[]
  type: 'temporary' | 'persistent-license'
}

/** The W3C ClearKey licence (a JWK set) with the keys we hold among those asked for. */
export function clearKeyLicense(request: LicenseRequest): ClearKeyLicense {
  const keys = request.kids.flatMap((raw) => {
    const kid = raw.replace(/=+$/, '')
    const k = KEYS.get(kid)
    return k ? [{ kty: 'oct' as const, kid, k }] : []
  })
  return { keys, type: request.type ?? 'temporary' }
}
