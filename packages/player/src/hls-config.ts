import type { HlsConfig, LoaderConfig, LoaderResponse, RetryConfig } from 'hls.js'
import { MAX_BUFFER_HOLE, MAX_BUFFER_LENGTH, MAX_BUFFER_SIZE, MAX_MAX_BUFFER_LENGTH } from './constants'

/** localStorage key of the last measured bandwidth (bits per second). */
export const BANDWIDTH_STORAGE_KEY = 'efir:bandwidth'
/** Seed when nothing was measured yet: 2 Mbit/s lets ABR climb after the first fragment. */
export const DEFAULT_BANDWIDTH_ESTIMATE = 2_000_000

/**
 * Retries after an HTTP error or a dropped request. hls.js alone does not retry 404 nor a status 0
 * abort while `navigator.onLine` is true; spec 2 §4 wants a fragment 404 retried and a network cut
 * ridden out. 401/403/410 are never retried: a 403 goes to the token refresh (recovery.ts).
 */
export function shouldRetryStatus(code: number | undefined): boolean {
  if (code === undefined || code === 0 || code === 404) return true
  return code < 400 || code > 499
}

// 1+2+4+4×6 = 31 s of retries (hls.js's own total), but never more than 4 s between two tries, so
// playback resumes within ~4 s of the network's return (issue 3 "Done when").
const ERROR_RETRY: RetryConfig = {
  maxNumRetry: 9,
  retryDelayMs: 1000,
  maxRetryDelayMs: 4000,
  shouldRetry: (config, count, isTimeout, response: LoaderResponse | undefined) =>
    !!config && count < config.maxNumRetry && (isTimeout || shouldRetryStatus(response?.code)),
}

function policy(firstByteMs: number, loadMs: number): { default: LoaderConfig } {
  return {
    default: {
      maxTimeToFirstByteMs: firstByteMs,
      maxLoadTimeMs: loadMs,
      timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: ERROR_RETRY,
    },
  }
}

/**
 * The hls.js configuration: spec 2 §9 buffers plus the zap-speed settings of issue 3 (start on the
 * lowest rendition, no bandwidth test, ABR seeded from the last measurement, small back buffer).
 */
export function buildHlsConfig(bandwidthEstimate: number): Partial<HlsConfig> {
  return {
    maxBufferLength: MAX_BUFFER_LENGTH,
    maxBufferSize: MAX_BUFFER_SIZE,
    maxMaxBufferLength: MAX_MAX_BUFFER_LENGTH,
    maxBufferHole: MAX_BUFFER_HOLE,
    startLevel: 0,
    testBandwidth: false,
    abrEwmaDefaultEstimate: bandwidthEstimate,
    lowLatencyMode: false,
    backBufferLength: 10,
    enableWorker: true,
    // playback starts as soon as the first fragment is in; the controller calls play() itself
    autoStartLoad: true,
    // issue 11: a switch's first fragment is asked for as soon as its playlist is in, the new MediaSource
    // open or not (it opens tens of ms after the attach; hls.js, finding its playlist loaded first, then
    // waited for its next 100 ms tick)
    startFragPrefetch: true,
    manifestLoadPolicy: policy(10000, 20000),
    playlistLoadPolicy: policy(10000, 20000),
    fragLoadPolicy: policy(10000, 120000),
  }
}

/** Minimal storage (localStorage or a test double). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // NOTE: a sandboxed iframe throws on localStorage access
  }
}

/** The last measured bandwidth, kept in memory and in localStorage, seeding the next hls instance. */
export class BandwidthMemory {
  private value: number | null = null
  constructor(private readonly storage: KeyValueStorage | null = defaultStorage()) {}

  /** Bits per second to seed ABR with. */
  get(): number {
    if (this.value !== null) return this.value
    const stored = Number(this.storage?.getItem(BANDWIDTH_STORAGE_KEY) ?? NaN)
    this.value = Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_BANDWIDTH_ESTIMATE
    return this.value
  }

  /** Records a measurement (ignores zero and non-finite values). */
  set(bitsPerSecond: number): void {
    if (!Number.isFinite(bitsPerSecond) || bitsPerSecond <= 0) return
    this.value = Math.round(bitsPerSecond)
    try {
      this.storage?.setItem(BANDWIDTH_STORAGE_KEY, String(this.value))
    } catch {
      // quota or privacy mode: memory is enough
    }
  }
}
