// Zap speed (issue 3): neighbour channels kept warm so that switching to them starts fast.
import type { HlsConfig } from 'hls.js'
import { HlsEngine, type HlsModule } from './hls-engine'
import { warmHttpCache } from './http-warm'

/**
 * How a neighbour is kept warm:
 * - `instance`: a second hls.js instance with no media element that has loaded the master, the
 *   start playlist and the first fragment (`startFragPrefetch`); a switch attaches it to the video.
 * - `http-cache`: the same files fetched into the browser's HTTP cache; the switch is a normal
 *   load whose requests hit the cache (needs cacheable responses).
 */
export type PreloadMode = 'instance' | 'http-cache'

/** Preloader settings. */
export interface PreloaderOptions {
  mode?: PreloadMode
  /** How many neighbours stay warm (issue 3: previous and next). */
  maxEntries?: number
  /** A warm live instance older than this is rebuilt, so a switch does not start far behind. */
  maxAgeMs?: number
}

interface Entry {
  url: string
  engine: HlsEngine | null
  at: number
  /** Removes the warm-only error listener (on hand-over or drop). */
  unwatch?: () => void
}

/** Keeps up to `maxEntries` stream URLs warm; least recently asked for is dropped first. */
export class Preloader {
  private entries: Entry[] = []
  private readonly mode: PreloadMode
  private readonly maxEntries: number
  private readonly maxAgeMs: number
  private destroyed = false

  constructor(
    private readonly loadModule: () => Promise<HlsModule>,
    private readonly config: (mod: HlsModule) => Partial<HlsConfig>,
    options: PreloaderOptions = {},
  ) {
    this.mode = options.mode ?? 'instance'
    this.maxEntries = options.maxEntries ?? 2
    this.maxAgeMs = options.maxAgeMs ?? 15000
  }

  /** Warms `url` (again if stale). */
  async preload(url: string): Promise<void> {
    const now = performance.now()
    const existing = this.entries.find((e) => e.url === url)
    if (existing && now - existing.at < this.maxAgeMs) {
      this.entries = [existing, ...this.entries.filter((e) => e !== existing)]
      return
    }
    if (existing) this.drop(existing)
    const entry: Entry = { url, engine: null, at: now }
    this.entries = [entry, ...this.entries]
    for (const old of this.entries.slice(this.maxEntries)) this.drop(old)
    if (this.mode === 'http-cache') return warmHttpCache(url)
    const mod = await this.loadModule()
    if (this.destroyed || !this.entries.includes(entry)) return
    entry.engine = HlsEngine.create(mod, {
      ...this.config(mod),
      startFragPrefetch: true,
      autoStartLoad: true,
    })
    const { hls } = entry.engine
    // NOTE: a warm instance that hit any error (a cut, a 403) is dropped: it is stale, and one
    // without media left in an error state after a cut spins hls.js's task loop (page starves)
    const onError = () => this.drop(entry)
    hls.on(mod.default.Events.ERROR, onError)
    entry.unwatch = () => hls.off(mod.default.Events.ERROR, onError)
    hls.config.startPosition = -1
    hls.loadSource(url)
  }

  /** A warm, fresh instance for `url`, handed over (no longer managed here), or null. */
  take(url: string): HlsEngine | null {
    const entry = this.entries.find((e) => e.url === url)
    if (!entry) return null
    this.entries = this.entries.filter((e) => e !== entry)
    entry.unwatch?.()
    const fresh = performance.now() - entry.at < this.maxAgeMs
    if (entry.engine && fresh) return entry.engine
    entry.engine?.destroy()
    return null
  }

  /** Drops every warm instance (the connection went away: they are stale). */
  clear(): void {
    for (const e of [...this.entries]) this.drop(e)
  }

  /** URLs warm now, most recent first. */
  get urls(): string[] {
    return this.entries.map((e) => e.url)
  }

  destroy(): void {
    this.destroyed = true
    this.clear()
  }

  private drop(entry: Entry): void {
    entry.unwatch?.()
    entry.engine?.destroy()
    this.entries = this.entries.filter((e) => e !== entry)
  }
}
