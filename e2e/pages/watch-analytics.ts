import type { Page } from '@playwright/test'

/** An analytics event as the client sends it (POST /v2/analytics/events, spec 2 §4). */
export interface SentEvent {
  name: string
  at: number
  type?: string
  value?: string | number
  page?: string
  data?: Record<string, string | number | boolean | null>
}

/** Every analytics event the page sends, in the order sent (POST /v2/analytics/events). */
export function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v2/analytics/events')) {
      events.push(...(r.postDataJSON() as { events: SentEvent[] }).events)
    }
  })
  return events
}

/** Every counter pixel the page requests, as its query. */
export function recordPixels(page: Page): Record<string, string>[] {
  const pixels: Record<string, string>[] = []
  page.on('request', (r) => {
    if (r.url().includes('/counter/pixel.gif')) pixels.push(Object.fromEntries(new URL(r.url()).searchParams))
  })
  return pixels
}

/** The stat id of the first full (not preview) live or archive stream answer of a channel. */
export function streamStatId(page: Page, channelId: number): Promise<number> {
  return page
    .waitForResponse((r) => {
      const url = new URL(r.url())
      return url.pathname === `/v2/channels/${channelId}/stream` && !url.searchParams.has('preview') && r.ok()
    })
    .then(async (r) => ((await r.json()) as { stat: { id: number } }).stat.id)
}
