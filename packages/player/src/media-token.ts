// Media URL tokens (issue 8): the origin's URLs carry `?t=<scope>.<viewer>.<expiry>.<ttl>.<sig>`. The
// player renews the stream answer before the token ends and sends every later request with the newest
// token of the same scope, so playback never stops for a renewal (no reload, no new hls.js source).
import type { PlayerSource } from './types'

export const MEDIA_TOKEN_PARAM = 't'
/** The renewal is asked at this share of the token's lifetime (10 min → after 7.5 min). */
export const RENEW_AT_SHARE = 0.75
/** Never sooner than this after a load (a malformed short ttl must not turn into a request storm). */
export const MIN_RENEW_DELAY_MS = 5000

export interface MediaToken {
  value: string
  /** What it opens (a channel, a content): a token only replaces one of the same scope. */
  scope: string
  /** Unix seconds it ends (the server's clock: only compared with another token's). */
  expires: number
  /** Its lifetime in seconds: the renewal is scheduled from it, not from the clocks. */
  ttl: number
}

/** The token a URL carries, or null (a URL of another backend without one). */
export function tokenOf(url: string): MediaToken | null {
  const q = url.indexOf('?')
  if (q < 0) return null
  const value = new URLSearchParams(url.slice(q + 1).split('#')[0]).get(MEDIA_TOKEN_PARAM)
  const parts = value?.split('.') ?? []
  if (!value || parts.length !== 5) return null
  const [scope = '', , expires, ttl] = parts
  const e = Number(expires)
  const l = Number(ttl)
  if (!scope || !Number.isFinite(e) || !Number.isFinite(l) || l <= 0) return null
  return { value, scope, expires: e, ttl: l }
}

/** `url` with `token` in place of the one it carries. */
export function replaceToken(url: string, token: string): string {
  return url.replace(/([?&]t=)[^&#]*/, (_, head: string) => `${head}${token}`)
}

/** Every URL of a source (the playlists, the DRM manifest and licence servers). */
export function sourceUrls(source: PlayerSource): string[] {
  if (source.kind === 'hls') return [source.urls.hls_mbr, source.urls.hls].filter((u): u is string => !!u)
  const d = source.descriptor
  return [...d.streams.map((s) => s.url), ...Object.values(d.licence ?? {}).filter((u): u is string => !!u)]
}

/** Milliseconds after a load to renew the source's token, or null (no token: nothing to renew). */
export function renewalDelayMs(source: PlayerSource): number | null {
  const token = sourceUrls(source)
    .map(tokenOf)
    .find((t) => t !== null)
  if (!token) return null
  return Math.max(MIN_RENEW_DELAY_MS, token.ttl * 1000 * RENEW_AT_SHARE)
}

/** The newest token of each scope; requests are sent with it whatever token their URL names. */
export class TokenBook {
  private readonly newest = new Map<string, MediaToken>()

  note(source: PlayerSource): void {
    for (const url of sourceUrls(source)) {
      const token = tokenOf(url)
      if (!token) continue
      const known = this.newest.get(token.scope)
      if (!known || token.expires > known.expires) this.newest.set(token.scope, token)
    }
  }

  /** The URL to request: its own token replaced by a newer one of the same scope. */
  rewrite(url: string): string {
    const token = tokenOf(url)
    const newer = token && this.newest.get(token.scope)
    return newer && newer.expires > token.expires ? replaceToken(url, newer.value) : url
  }
}
