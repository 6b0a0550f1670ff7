import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js'

type LoaderClass = HlsConfig['loader']

/**
 * hls.js's loader (`Base`: its default XHR loader) sending each request to `rewrite(url)`, the URL with
 * the newest media token (issue 8). hls.js runs an `xhrSetup` two microtasks after a load asks for a
 * request, so a render the same change scheduled (React's, of the player's new state) ran before the
 * request left; this loader sends it at once (zap speed, issue 11).
 */
export function rewritingLoader(Base: LoaderClass, rewrite: (url: string) => string): LoaderClass {
  return class RewritingLoader extends Base {
    override load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      context.url = rewrite(context.url)
      super.load(context, config, callbacks)
    }
  }
}
