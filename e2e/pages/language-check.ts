import type { Page, Response } from '@playwright/test'
import { BRAND_NAMES, foreignFragment, type TextLanguage } from '@efir/contract/foreign-text'

/** The language switcher names each language in its own. */
const LANGUAGE_NAMES = ['Русский', 'English', 'Қазақша', 'Oʻzbekcha']

/**
 * Issue 31, the page level of the wrong-language check: what a page shows besides the server's texts
 * (each server answer is checked in its language by apps/server/test/wrong-language.test.ts, and
 * catalogue titles and names are the operator's) must be in the viewer's language. It records every
 * text of the page's API answers and tells the answers in flight, so a journey can wait for a page
 * opened inside the app to settle without waiting for time.
 */
export class LanguageCheck {
  /** Texts of the server's answers (letters in them), longest first when read. */
  private readonly served = new Set<string>()
  private readonly pending = new Set<Promise<void>>()
  private inFlight = 0

  constructor(
    readonly page: Page,
    readonly language: TextLanguage,
  ) {
    const isApi = (url: string) => new URL(url).pathname.startsWith('/v2/')
    page.on('request', (r) => {
      if (isApi(r.url())) this.inFlight++
    })
    const done = (url: string) => {
      if (isApi(url)) this.inFlight--
    }
    page.on('requestfailed', (r) => done(r.url()))
    page.on('response', (r) => {
      const read = this.read(r).finally(() => {
        this.pending.delete(read)
        done(r.url())
      })
      this.pending.add(read)
    })
  }

  private async read(response: Response): Promise<void> {
    if (!new URL(response.url()).pathname.startsWith('/v2/')) return
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    const body: unknown = await response.json().catch(() => null)
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        if (/\p{L}{2}/u.test(value)) this.served.add(value.trim())
      } else if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk(body)
  }

  /**
   * Opens `path` inside the app (no reload; the page already there stays) and waits until its API
   * answers are in and read.
   */
  async open(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      if (window.location.pathname === to) return
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await this.settled()
  }

  /** Waits until no API answer is in flight or unread, twice in a row (a page may ask again). */
  async settled(): Promise<void> {
    let quiet = 0
    for (;;) {
      await Promise.allSettled([...this.pending])
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      quiet = this.inFlight <= 0 && this.pending.size === 0 ? quiet + 1 : 0
      if (quiet >= 2) return
    }
  }

  /** The lines of the page's text in another language, with the fragment that is, as `path: line («…»)`. */
  async foreignLines(label: string): Promise<string[]> {
    const text = await this.page.locator('body').innerText()
    const allowed = [...BRAND_NAMES, ...LANGUAGE_NAMES]
    const found: string[] = []
    for (const line of new Set(text.split('\n').map((l) => l.trim()))) {
      if (line === '' || foreignFragment(this.language, line, allowed) === null) continue
      // a part of a server text (a description's paragraph) is the server's
      if ([...this.served].some((s) => s.includes(line))) continue
      const served = [...this.served].filter((s) => line.includes(s))
      const fragment = foreignFragment(this.language, line, [...allowed, ...served])
      if (fragment !== null) found.push(`${label}: ${JSON.stringify(line)} («${fragment}»)`)
    }
    return found
  }
}
