// The page the service worker answers a navigation with when the network is gone (issue 12: it says the
// viewer is offline and comes back by itself). Pure: the worker reads the texts and sends the answer.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type InterfaceLanguage,
} from '../shared/i18n/languages'
import type { OfflineColors } from '../shared/pwa/brand-colors'

/** The translation keys the offline page shows (public/locales/{lng}/translation.json). */
export const OFFLINE_TEXT_KEYS = ['offline_title', 'offline_text', 'retry'] as const
export type OfflineTexts = Record<(typeof OFFLINE_TEXT_KEYS)[number], string>

/**
 * When the page checks the network again (spec 2 §4 online check: first after 2 s, the interval doubling
 * up to 60 s); the browser's `online` event brings it back at once as well.
 */
export const RETRY_FIRST_MS = 2_000
export const RETRY_MAX_MS = 60_000

export function retryDelays(): number[] {
  const delays: number[] = []
  for (let d = RETRY_FIRST_MS; d < RETRY_MAX_MS; d *= 2) delays.push(d)
  return [...delays, RETRY_MAX_MS]
}

/** The offline texts of one translation file; null when one is missing (the file is not the app's). */
export function offlineTexts(translation: unknown): OfflineTexts | null {
  if (!translation || typeof translation !== 'object') return null
  const file = translation as Record<string, unknown>
  const texts: Partial<OfflineTexts> = {}
  for (const key of OFFLINE_TEXT_KEYS) {
    const text = file[key]
    if (typeof text !== 'string' || text === '') return null
    texts[key] = text
  }
  return texts as OfflineTexts
}

/** Texts to show: the interface language's (the viewer's choice, stored), else the default. */
export type OfflineTextSet = Partial<Record<InterfaceLanguage, OfflineTexts>>

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
/** JSON inside a <script> element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page's own script, sent as its source (no file: the worker's answer must stand alone offline). It
 * switches to the viewer's stored language, then reloads the page asked for as soon as the network is
 * back: when a check of the page's address gets any answer, made on the browser's `online` event and
 * on the retry schedule. The retry button reloads at once.
 */
function offlineScript(config: { texts: OfflineTextSet; storageKey: string; delays: number[] }): void {
  let lang: string | null = null
  try {
    lang = localStorage.getItem(config.storageKey)
  } catch {
    // storage blocked: the default language stays
  }
  const texts = lang ? (config.texts as Record<string, Record<string, string> | undefined>)[lang] : undefined
  if (texts && lang) {
    document.documentElement.lang = lang
    document.title = texts.offline_title ?? document.title
    document.querySelectorAll<HTMLElement>('[data-text]').forEach((node) => {
      const text = texts[node.dataset.text ?? '']
      if (text) node.textContent = text
    })
  }
  let done = false
  const back = () => {
    if (done) return
    done = true
    window.location.reload()
  }
  // any answer from the server means the network is back (3 s at most, as the player's online check)
  const reachable = () => {
    const timeout = new AbortController()
    const stop = window.setTimeout(() => timeout.abort(), 3_000)
    return fetch(window.location.href, { method: 'HEAD', cache: 'no-store', signal: timeout.signal })
      .then(
        () => true,
        () => false,
      )
      .finally(() => window.clearTimeout(stop))
  }
  // NOTE: `online` only says an interface is up (a browser may also fire it while the network is still
  // gone): the page reloads once the server answers, never on the event alone
  window.addEventListener('online', () => void reachable().then((ok) => ok && back()))
  document.getElementById('retry')?.addEventListener('click', back)
  let attempt = 0
  const check = () => {
    const delay = config.delays[Math.min(attempt, config.delays.length - 1)] ?? 60_000
    attempt += 1
    window.setTimeout(() => void reachable().then((ok) => (ok ? back() : check())), delay)
  }
  check()
}

/** The client's own dark shell (tokens.css), when no brand left its colours. */
export const DEFAULT_OFFLINE_COLORS: OfflineColors = {
  background: '#0d0f15',
  text: '#eef0f5',
  primary: '#2f5be0',
  on_primary: '#ffffff',
}

/**
 * The offline page in the default language with every language's texts beside it, in the brand's
 * colours (plain colour values only: `offlineColors` checks them). The script runs only with the answer's
 * own nonce (CSP: nothing else may run in it).
 */
export function offlinePageHtml(
  texts: OfflineTextSet,
  nonce: string,
  colors: OfflineColors = DEFAULT_OFFLINE_COLORS,
): string | null {
  const shown = texts[DEFAULT_LANGUAGE] ?? SUPPORTED_LANGUAGES.map((l) => texts[l]).find(Boolean)
  if (!shown) return null
  const { background, text, primary, on_primary: onPrimary } = colors
  const config = { texts, storageKey: LANGUAGE_STORAGE_KEY, delays: retryDelays() }
  return `<!doctype html>
<html lang="${DEFAULT_LANGUAGE}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark light">
<title>${escapeHtml(shown.offline_title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:${background};color:${text}}
main{max-width:28rem;padding:1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1.5rem;opacity:.85}
button{font:inherit;padding:.75rem 1.5rem;min-height:44px;border:0;border-radius:.5rem;background:${primary};color:${onPrimary};cursor:pointer}
button:focus-visible{outline:3px solid ${text};outline-offset:2px}
</style></head>
<body data-offline><main>
<h1 data-text="offline_title">${escapeHtml(shown.offline_title)}</h1>
<p data-text="offline_text">${escapeHtml(shown.offline_text)}</p>
<button id="retry" type="button" data-text="retry">${escapeHtml(shown.retry)}</button>
</main>
<script nonce="${escapeHtml(nonce)}">(${offlineScript.toString()})(${scriptJson(config)})</script>
</body></html>`
}

/** The offline page's own policy: its inline script by nonce, nothing loaded, never framed. */
export function offlinePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
