import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js'

type LoaderClass = HlsConfig['loader']

/** How long a kept playlist is given, ms: a live media playlist is a segment (2 s) old by then. */
export const INLINE_MAX_AGE_MS = 2000

/** Where the loader finds a playlist it need not ask for (the stream answer carried it), by its URL. */
export interface InlinePlaylists {
  /** The text kept for `url`, given once (a reload of the same URL goes to the network). */
  take(url: string): string | undefined
}

/**
 * hls.js's loader (`Base`: its default XHR loader) sending each request to `rewrite(url)`, the URL with
 * the newest media token (issue 8). hls.js runs an `xhrSetup` two microtasks after a load asks for a
 * request, so a render the same change scheduled (React's, of the player's new state) ran before the
 * request left; this loader sends it at once (zap speed, issue 11). A playlist the stream answer carried
 * (the master, a live start's media playlists) is answered from `inline` without a request: a round trip
 * less each before the first frame.
 */
export function rewritingLoader(
  Base: LoaderClass,
  rewrite: (url: string) => string,
  inline?: InlinePlaylists,
): LoaderClass {
  return class RewritingLoader extends Base {
    private aborted = false

    override abort(): void {
      this.aborted = true
      super.abort()
    }

    override load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      const text = inline?.take(context.url)
      if (text !== undefined) return this.answer(context, text, callbacks)
      context.url = rewrite(context.url)
      super.load(context, config, callbacks)
    }

    /** As the network would answer, a task later (hls.js never expects its callbacks within load()). */
    private answer(context: LoaderContext, text: string, callbacks: LoaderCallbacks<LoaderContext>): void {
      const { stats } = this
      stats.loading.start = stats.loading.first = stats.loading.end = performance.now()
      stats.loaded = stats.total = text.length
      this.context = context
      queueMicrotask(() => {
        // destroyed or aborted meanwhile: hls.js no longer waits for it
        if (this.aborted || this.context !== context) return
        callbacks.onSuccess({ url: context.url, data: text, code: 200 }, stats, context, null)
      })
    }
  }
}

/**
 * The playlists stream answers carried (masters, a live start's media playlists), by URL, each given
 * once and only while fresh: a live media playlist is stale after a segment or so, and a later request
 * of the same URL (hls.js reloading it) must go to the network.
 */
export class InlinePlaylistStore implements InlinePlaylists {
  private readonly texts = new Map<string, { text: string; at: number }>()

  constructor(
    private readonly max = 24,
    private readonly maxAgeMs = INLINE_MAX_AGE_MS,
  ) {}

  keep(url: string, text: string): void {
    this.texts.delete(url)
    this.texts.set(url, { text, at: performance.now() })
    for (const oldest of this.texts.keys()) {
      if (this.texts.size <= this.max) break
      this.texts.delete(oldest)
    }
  }

  take(url: string): string | undefined {
    const kept = this.texts.get(url)
    this.texts.delete(url)
    return kept && performance.now() - kept.at <= this.maxAgeMs ? kept.text : undefined
  }
}
