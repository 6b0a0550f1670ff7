// Preload by warming the HTTP cache: master, the lowest rendition's playlist, its init segment and
// the fragment hls.js will start on (and the same for the default audio rendition). Helps only when
// the origin lets segments be cached; playlists of a live channel usually are not.

type Fetch = (
  url: string,
  init?: RequestInit,
) => Promise<{ ok: boolean; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> }>

const resolve = (base: string, ref: string) => new URL(ref, base).toString()
const attr = (line: string, name: string) => new RegExp(`${name}=(?:"([^"]*)"|([^,]*))`).exec(line)

/** The URL of the lowest-bandwidth variant and of the default audio rendition of a master playlist. */
export function pickStartPlaylists(
  master: string,
  baseUrl: string,
): { video: string | null; audio: string | null } {
  const lines = master.split(/\r?\n/)
  let best: { bw: number; url: string; audioGroup: string | null } | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (!line.startsWith('#EXT-X-STREAM-INF')) continue
    const bw = Number(attr(line, 'BANDWIDTH')?.[2] ?? Infinity)
    const url = lines[i + 1]?.trim()
    const group = attr(line, 'AUDIO')
    if (url && (!best || bw < best.bw))
      best = { bw, url: resolve(baseUrl, url), audioGroup: group?.[1] ?? null }
  }
  let audio: string | null = null
  if (best?.audioGroup) {
    const renditions = lines.filter((l) => l.startsWith('#EXT-X-MEDIA') && /TYPE=AUDIO/.test(l))
    const inGroup = renditions.filter((l) => attr(l, 'GROUP-ID')?.[1] === best.audioGroup)
    const pick = inGroup.find((l) => /DEFAULT=YES/.test(l)) ?? inGroup[0]
    const uri = pick ? attr(pick, 'URI')?.[1] : undefined
    if (uri) audio = resolve(baseUrl, uri)
  }
  // a media playlist given directly: it is its own start playlist
  if (!best && master.includes('#EXTINF')) return { video: baseUrl, audio: null }
  return { video: best?.url ?? null, audio }
}

/**
 * The init segment and the fragment hls.js starts on: on live, the one holding the point 3 target
 * durations back from the end (hls.js `liveSyncDurationCount`); otherwise the first.
 */
export function pickStartSegments(playlist: string, baseUrl: string): string[] {
  const lines = playlist.split(/\r?\n/)
  const live = !playlist.includes('#EXT-X-ENDLIST')
  const target = Number(/#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)/.exec(playlist)?.[1] ?? 2)
  const map = lines.find((l) => l.startsWith('#EXT-X-MAP'))
  const init = map ? attr(map, 'URI')?.[1] : undefined
  const segments: { start: number; end: number; url: string }[] = []
  let t = 0
  for (let i = 0; i < lines.length; i++) {
    const m = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '')
    if (!m) continue
    const url = lines.slice(i + 1).find((l) => l.trim() && !l.startsWith('#'))
    if (!url) break
    const d = Number(m[1])
    segments.push({ start: t, end: t + d, url: resolve(baseUrl, url.trim()) })
    t += d
  }
  const at = live ? Math.max(0, t - 3 * target) : 0
  const first = segments.find((s) => s.end > at) ?? segments[0]
  return [...(init ? [resolve(baseUrl, init)] : []), ...(first ? [first.url] : [])]
}

/** Fetches `url` whole into the browser's HTTP cache (an unread response may never reach it). Never throws. */
export function warmUrl(url: string, fetchFn: Fetch = (u, i) => fetch(u, i)): Promise<unknown> {
  return fetchFn(url)
    .then((r) => r.arrayBuffer())
    .catch(() => null)
}

/** Warms the browser's HTTP cache for a quick start of `masterUrl`. Never throws. */
export async function warmHttpCache(
  masterUrl: string,
  fetchFn: Fetch = (u, i) => fetch(u, i),
): Promise<void> {
  try {
    const get = async (url: string) => {
      const r = await fetchFn(url, { credentials: 'same-origin' })
      return r.ok ? r.text() : ''
    }
    const master = await get(masterUrl)
    const { video, audio } = pickStartPlaylists(master, masterUrl)
    await Promise.all(
      [video, audio]
        .filter((u): u is string => !!u)
        .map(async (u) => {
          const playlist = u === masterUrl ? master : await get(u)
          await Promise.all(pickStartSegments(playlist, u).map((s) => warmUrl(s, fetchFn)))
        }),
    )
  } catch {
    // a preload is a hint; the real load will report real errors
  }
}
