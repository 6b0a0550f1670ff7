import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js'

type LoaderClass = HlsConfig['loader']

/** Where the loader finds a playlist it need not ask for (the stream answer carried it), by its URL. */
export interface InlinePlaylists {
  /** The text kept for `url`, given once (a reload of the same URL goes to the network). */
  take(url: string): string | undefined
}

/**
 * hls.js's loader (`Base`: its default XHR loader) sending each request to `rewrite(url)`, the URL with
 * the newest media token (issue 8). hls.js runs an `xhrSetup` two microtasks after a load asks for a
 * request, so a render the same change scheduled (React's, of the player's new state) ran before the
 * request left; this loader sends it at once (zap speed, issue 11). A master playlist the stream answer
 * carried is answered from `inline` without a request: one round trip less before the first frame.
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

/** The master playlists stream answers carried, by URL, a few at most (a switch and warm neighbours). */
export class InlinePlaylistStore implements InlinePlaylists {
  private readonly texts = new Map<string, string>()

  constructor(private readonly max = 4) {}

  keep(url: string, text: string): void {
    this.texts.delete(url)
    this.texts.set(url, text)
    for (const oldest of this.texts.keys()) {
      if (this.texts.size <= this.max) break
      this.texts.delete(oldest)
    }
  }

  take(url: string): string | undefined {
    const text = this.texts.get(url)
    this.texts.delete(url)
    return text
  }
}
