import type { AdErrorReport } from './ad-errors'
import { AD_ERROR, AdError, parseVast, pickMediaFile, quartilesReached, type VastAd } from './vast'

/** spec 2 §9: ad timeouts 5 s load, 8 s media; a failed ad pauses ads 5 s. */
export const AD_LOAD_TIMEOUT_MS = 5000
export const AD_MEDIA_TIMEOUT_MS = 8000
export const AD_FAILURE_PAUSE_MS = 5000
const MAX_WRAPPERS = 3

/** What a roll needs from the outside world (fakes in tests). */
export interface AdRunnerDeps {
  fetchText(url: string, signal: AbortSignal): Promise<string>
  /** Fires an impression, tracking or error URL and forgets it. */
  ping(url: string): void
  canPlay(type: string): boolean
  /** Plays one clip; resolves when it ended; rejects with an AdError (media timeout, playback). */
  play(media: string, ad: VastAd, signal: AbortSignal): Promise<void>
  sleep(ms: number, signal: AbortSignal): Promise<void>
  onError(report: AdErrorReport): void
  /** spec 2 §3 "Ad event": an ad of the roll (0-based `index`) started, completed or failed. */
  onEvent?(event: AdRollEvent, index: number, url: string): void
  now(): number
}

export type AdRollEvent = 'start' | 'complete' | 'error'

function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  outer: AbortSignal,
  code: AdError['code'],
) {
  const controller = new AbortController()
  const abort = () => controller.abort()
  outer.addEventListener('abort', abort)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new AdError(code, `timed out after ${ms} ms`))
    }, ms)
  })
  return Promise.race([work(controller.signal), timeout]).finally(() => {
    clearTimeout(timer)
    outer.removeEventListener('abort', abort)
  })
}

/** Loads a VAST tag (following up to 3 wrappers) within the 5 s load timeout. */
export async function loadVast(url: string, deps: AdRunnerDeps, signal: AbortSignal): Promise<VastAd> {
  const inherited: Pick<VastAd, 'impressions' | 'tracking' | 'errors'> = {
    impressions: [],
    tracking: {},
    errors: [],
  }
  let next = url
  for (let depth = 0; depth <= MAX_WRAPPERS; depth++) {
    const xml = await withTimeout(
      (s) =>
        deps.fetchText(next, s).catch((e: unknown) => {
          if (e instanceof AdError) throw e
          throw new AdError(AD_ERROR.noAd, `VAST request failed: ${String(e)}`)
        }),
      AD_LOAD_TIMEOUT_MS,
      signal,
      AD_ERROR.loadTimeout,
    )
    const ad = parseVast(xml)
    inherited.impressions.push(...ad.impressions)
    inherited.errors.push(...ad.errors)
    for (const [event, urls] of Object.entries(ad.tracking)) (inherited.tracking[event] ??= []).push(...urls)
    if (!ad.wrapperUri) return { ...ad, ...inherited }
    next = ad.wrapperUri
  }
  throw new AdError(AD_ERROR.wrapperLimit, 'too many VAST wrappers')
}

/**
 * spec 2 §4 "Advertising": plays the ads of a roll one by one, at most `max` (0: no cap); a failed
 * ad pauses ads for 5 s and the next ad of the roll is tried. Resolves with the number played.
 */
export async function runRoll(
  urls: readonly string[],
  max: number,
  deps: AdRunnerDeps,
  signal: AbortSignal,
): Promise<number> {
  let played = 0
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i] ?? ''
    if (signal.aborted || (max > 0 && played >= max)) break
    let ad: VastAd | null = null
    try {
      ad = await loadVast(url, deps, signal)
      const media = pickMediaFile(ad, (type) => deps.canPlay(type))
      if (!media) throw new AdError(AD_ERROR.noSupportedMedia, 'no playable media file')
      deps.onEvent?.('start', i, url)
      await deps.play(media, ad, signal)
      played += 1
      deps.onEvent?.('complete', i, url)
    } catch (e) {
      if (signal.aborted) break
      const code = e instanceof AdError ? e.code : AD_ERROR.undefined
      deps.onEvent?.('error', i, url)
      for (const errorUrl of ad?.errors ?? []) deps.ping(errorUrl.replace('[ERRORCODE]', String(code)))
      deps.onError({ code, message: e instanceof Error ? e.message : String(e), url, at: deps.now() })
      if (i < urls.length - 1) await deps.sleep(AD_FAILURE_PAUSE_MS, signal)
    }
  }
  return played
}

/**
 * Plays one clip in `video` (an element over the channel): rejects with 402 when it has not started
 * within 8 s and 405 on a playback error; fires the impression and quartile tracking on the way.
 */
export function playAdMedia(
  video: HTMLVideoElement,
  media: string,
  ad: VastAd,
  ping: (url: string) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const fired = new Set<string>()
    const fire = (event: string) => {
      if (fired.has(event)) return
      fired.add(event)
      for (const url of event === 'impression' ? ad.impressions : (ad.tracking[event] ?? [])) ping(url)
    }
    const timer = setTimeout(
      () => done(new AdError(AD_ERROR.mediaTimeout, 'ad media did not start')),
      AD_MEDIA_TIMEOUT_MS,
    )
    const onPlaying = () => {
      clearTimeout(timer)
      fire('impression')
      fire('start')
    }
    const onTime = () => {
      if (video.duration > 0) quartilesReached(video.currentTime / video.duration).forEach(fire)
    }
    const onEnded = () => {
      fire('complete')
      done()
    }
    const onError = () => done(new AdError(AD_ERROR.playback, 'ad media error'))
    const onAbort = () => done(new AdError(AD_ERROR.undefined, 'aborted'))
    const events: [string, () => void][] = [
      ['playing', onPlaying],
      ['timeupdate', onTime],
      ['ended', onEnded],
      ['error', onError],
    ]
    function done(error?: AdError) {
      clearTimeout(timer)
      events.forEach(([type, fn]) => video.removeEventListener(type, fn))
      signal.removeEventListener('abort', onAbort)
      video.pause()
      video.removeAttribute('src')
      if (error) reject(error)
      else resolve()
    }
    events.forEach(([type, fn]) => video.addEventListener(type, fn))
    signal.addEventListener('abort', onAbort)
    video.src = media
    video.play().catch((e: unknown) => {
      // NOTE: autoplay with sound refused: an ad may always start muted
      if ((e as { name?: string }).name !== 'NotAllowedError') return
      video.muted = true
      video.play().catch(() => done(new AdError(AD_ERROR.playback, 'ad autoplay refused')))
    })
  })
}
