import type { DeepLink } from './shared/session/deep-link'

declare global {
  interface Window {
    /**
     * Opens a deep link from a webview or app host (spec 1 §2 "Deep links"): an object or its JSON text,
     * e.g. `{ type: 'settings', need_auth: 'auth' }`. Installed by app/deep-link-bridge.tsx.
     */
    efirDeepLink?: (link: DeepLink | string) => void
  }
}

export {}
