// Spec 2 §4 "Offline": a small text file with a timestamp, no cache, 3 s time-out; first interval
// 2 s, doubling up to 60 s while offline. navigator.onLine and its events are only hints.
import {
  ONLINE_CHECK_FIRST_INTERVAL_MS,
  ONLINE_CHECK_MAX_INTERVAL_MS,
  ONLINE_CHECK_TIMEOUT_MS,
} from './constants'

/** The default online-check file the reference backend serves. */
export const DEFAULT_ONLINE_CHECK_URL = '/media/online_check.txt'

/** Options of an OnlineWatcher; all injectable for tests. */
export interface OnlineWatcherOptions {
  url?: string
  fetch?: (url: string, init: RequestInit) => Promise<{ ok: boolean }>
  timeoutMs?: number
  firstIntervalMs?: number
  maxIntervalMs?: number
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
  now?: () => number
  /** Where online/offline events come from (window), or null for none. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null
  /** navigator.onLine, read once at start. */
  initiallyOnline?: boolean
}

/** Watches the connection; tells subscribers when it goes down and when it comes back. */
export class OnlineWatcher {
  private online: boolean
  private interval: number
  private timer: unknown = null
  private checking = false
  private readonly listeners = new Set<(online: boolean) => void>()
  private readonly opts: Required<Omit<OnlineWatcherOptions, 'events' | 'initiallyOnline'>>
  private readonly events: OnlineWatcherOptions['events']

  constructor(options: OnlineWatcherOptions = {}) {
    this.opts = {
      url: options.url ?? DEFAULT_ONLINE_CHECK_URL,
      fetch: options.fetch ?? ((url, init) => fetch(url, init)),
      timeoutMs: options.timeoutMs ?? ONLINE_CHECK_TIMEOUT_MS,
      firstIntervalMs: options.firstIntervalMs ?? ONLINE_CHECK_FIRST_INTERVAL_MS,
      maxIntervalMs: options.maxIntervalMs ?? ONLINE_CHECK_MAX_INTERVAL_MS,
      setTimeout: options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms)),
      clearTimeout: options.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)),
      now: options.now ?? (() => Date.now()),
    }
    this.events =
      options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events
    this.online = options.initiallyOnline ?? (typeof navigator === 'undefined' ? true : navigator.onLine)
    this.interval = this.opts.firstIntervalMs
    this.events?.addEventListener('online', this.onOnlineHint)
    this.events?.addEventListener('offline', this.onOfflineHint)
    if (!this.online) this.schedule()
  }

  /** The last known state. */
  get isOnline(): boolean {
    return this.online
  }

  /** Called with true when the connection is back, false when it is lost. */
  subscribe(fn: (online: boolean) => void): () => void {
    this.listeners.add(fn)
    return () => {
      this.listeners.delete(fn)
    }
  }

  /** A request failed (a network error in the player): check now rather than wait. */
  reportFailure(): void {
    if (this.online && !this.checking) void this.check()
  }

  /** Requests the check file once; updates the state and, while offline, schedules the next. */
  async check(): Promise<boolean> {
    this.checking = true
    const ok = await this.ping()
    this.checking = false
    if (ok) {
      this.clearTimer()
      this.interval = this.opts.firstIntervalMs
      this.setOnline(true)
    } else {
      this.setOnline(false)
      this.schedule()
    }
    return ok
  }

  /** Stops timers and event listeners. */
  destroy(): void {
    this.clearTimer()
    this.listeners.clear()
    this.events?.removeEventListener('online', this.onOnlineHint)
    this.events?.removeEventListener('offline', this.onOfflineHint)
  }

  private async ping(): Promise<boolean> {
    const controller = typeof AbortController === 'undefined' ? null : new AbortController()
    let timer: unknown = null
    const timeout = new Promise<boolean>((resolve) => {
      timer = this.opts.setTimeout(() => {
        controller?.abort()
        resolve(false)
      }, this.opts.timeoutMs)
    })
    const sep = this.opts.url.includes('?') ? '&' : '?'
    const request = this.opts
      .fetch(`${this.opts.url}${sep}ts=${this.opts.now()}`, {
        cache: 'no-store',
        headers: { 'Cache-Control': 'no-cache' },
        ...(controller ? { signal: controller.signal } : {}),
      })
      .then((r) => r.ok)
      .catch(() => false)
    const ok = await Promise.race([request, timeout])
    this.opts.clearTimeout(timer)
    return ok
  }

  private schedule(): void {
    this.clearTimer()
    const wait = this.interval
    this.interval = Math.min(this.interval * 2, this.opts.maxIntervalMs)
    this.timer = this.opts.setTimeout(() => {
      this.timer = null
      void this.check()
    }, wait)
  }

  private clearTimer(): void {
    if (this.timer !== null) this.opts.clearTimeout(this.timer)
    this.timer = null
  }

  private setOnline(online: boolean): void {
    if (online === this.online) return
    this.online = online
    for (const fn of [...this.listeners]) fn(online)
  }

  private readonly onOnlineHint = (): void => {
    if (!this.online) void this.check()
  }

  private readonly onOfflineHint = (): void => {
    this.interval = this.opts.firstIntervalMs
    this.setOnline(false)
    this.schedule()
  }
}
