import { parsePushMessage } from '../shared/notifications/push-message'

export interface PushNotification {
  title: string
  options: NotificationOptions
  /** Where a click goes when no window of the app is open. */
  url: string
}

/**
 * What the worker shows for a push's data (spec 3 §4): the title, the body and the icon; the data
 * keeps the payload for the click and the app's push modal. A payload without a title shows nothing
 * of ours (the browser's own "updated in the background" notice then). One without a known
 * destination still shows, and a click opens the start page.
 */
export function pushNotification(text: string): PushNotification | undefined {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  const message = parsePushMessage(raw)
  const fallback = raw as { title?: unknown; body?: unknown } | null
  const title = message?.title ?? (typeof fallback?.title === 'string' ? fallback.title.slice(0, 200) : '')
  if (!title.trim()) return undefined
  const body = message?.body ?? (typeof fallback?.body === 'string' ? fallback.body.slice(0, 2000) : '')
  return {
    title,
    options: {
      body,
      ...(message?.icon ? { icon: message.icon } : {}),
      data: raw,
    },
    url: message?.destination ?? '/',
  }
}
