import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed media tokens (issue 8 "Streams are authorised, not only the API"): every playlist, segment,
 * key and thumbnail URL of a stream carries `?t=<token>`, an HMAC over the media object, the viewer
 * and the expiry. The origin checks it with one HMAC (no database round trip per segment); the key
 * is shared by every server instance (mediaKey in media/key.ts).
 */

/** How long a stream answer's media URLs play: the client re-asks the answer before the end. */
export const MEDIA_TOKEN_TTL_SECONDS = 600
/** The query parameter of the token on every media URL. */
export const MEDIA_TOKEN_PARAM = 't'

/** What a token opens: a channel's live/catch-up/DRM media, a content's VOD or a trailer. */
export type MediaKind = 'c' | 'v' | 'tr'
export const mediaScope = (kind: MediaKind, id: number | string): string => `${kind}${id}`

/** The first path part under /media/ → what the token of that path must name ('public': no token). */
const ROOTS: Record<string, MediaKind | 'public'> = {
  live: 'c',
  catchup: 'c',
  seg: 'c',
  drm: 'c',
  thumbs: 'c',
  vod: 'v',
  'vod-seg': 'v',
  'vod-thumbs': 'v',
  trailer: 'tr',
  'trailer-seg': 'tr',
  vast: 'public',
  ads: 'public',
  clips: 'public',
  'online_check.txt': 'public',
}

/**
 * The scope a media route's requests need, from its route pattern and (raw) params: 'public' for the
 * ads, clips and the online check; null for a route nothing names (refused: deny by default).
 */
export function scopeOfRoute(routeUrl: string, params: Record<string, string | undefined>): string | null {
  const root = routeUrl.split('/')[2] ?? ''
  const kind = Object.hasOwn(ROOTS, root) ? ROOTS[root] : undefined
  if (kind === 'public') return 'public'
  const id = params.channelId ?? params.mediaId
  return kind && id ? mediaScope(kind, id) : null
}

const SIG_BYTES = 16

export class MediaTokens {
  constructor(
    private readonly key: Buffer,
    /** The clock (the app's: tests move it past the expiry). */
    private readonly nowSeconds: () => number,
    readonly ttlSeconds = MEDIA_TOKEN_TTL_SECONDS,
  ) {}

  /** Demo mode (/dev/media_token_ttl): a shorter lifetime for one viewer, kept in this process. */
  private readonly viewerTtl = new Map<number, number>()
  setViewerTtl(viewerId: number, seconds: number): void {
    this.viewerTtl.set(viewerId, seconds)
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, SIG_BYTES)
  }

  /**
   * `<scope>.<viewer>.<expiry>.<ttl>.<signature>`, URL-safe. The ttl lets a client schedule its
   * refresh without comparing its clock with the server's.
   */
  sign(
    scope: string,
    viewerId: number,
    ttlSeconds = this.viewerTtl.get(viewerId) ?? this.ttlSeconds,
  ): string {
    const body = `${scope}.${viewerId}.${this.nowSeconds() + ttlSeconds}.${ttlSeconds}`
    return `${body}.${this.mac(body).toString('base64url')}`
  }

  /** The viewer a token was signed for (0: anonymous), read without checking it: verify first. */
  viewerOf(token: string | null | undefined): number {
    const viewer = Number(token?.split('.')[1])
    return Number.isSafeInteger(viewer) && viewer > 0 ? viewer : 0
  }

  /** True when the token is ours, unexpired and names `scope`. */
  verify(token: string | null | undefined, scope: string): boolean {
    if (!token || token.length > 200) return false
    const cut = token.lastIndexOf('.')
    const body = token.slice(0, cut)
    const parts = body.split('.')
    if (cut < 0 || parts.length !== 4 || parts[0] !== scope) return false
    const expires = Number(parts[2])
    if (!Number.isSafeInteger(expires) || expires <= this.nowSeconds()) return false
    const given = Buffer.from(token.slice(cut + 1), 'base64url')
    return given.length === SIG_BYTES && timingSafeEqual(given, this.mac(body))
  }
}

/** `url` with the token as its `t` query parameter (added, or replacing one already there). */
export function withToken(url: string, token: string | null): string {
  if (token === null) return url
  const hash = url.indexOf('#')
  const head = hash < 0 ? url : url.slice(0, hash)
  const tail = hash < 0 ? '' : url.slice(hash)
  const [path = '', query = ''] = head.split('?', 2)
  const kept = query
    .split('&')
    .filter((p) => p !== '' && !p.startsWith(`${MEDIA_TOKEN_PARAM}=`))
    .concat(`${MEDIA_TOKEN_PARAM}=${token}`)
  return `${path}?${kept.join('&')}${tail}`
}

/** The token of a request URL (raw, before the route's querystring schema strips unknown keys). */
export function tokenOfUrl(url: string): string | null {
  const q = url.indexOf('?')
  if (q < 0) return null
  return new URLSearchParams(url.slice(q + 1)).get(MEDIA_TOKEN_PARAM)
}

/** The (already checked) token of a media request, to write into the URLs of what it answers. */
export function requestToken(request: { url: string }): string | null {
  return tokenOfUrl(request.url)
}
