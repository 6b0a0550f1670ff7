import { deepLinkRoute, parseDeepLink, type DeepLink } from '../session/deep-link'

/** A push as the app shows it (spec 3 §4 push modal), checked; its destination resolved. */
export interface PushMessage {
  title: string
  body: string
  /** An http(s) or same-site image address; anything else is dropped. */
  icon?: string
  /** The confirm button's label; absent: "watch". */
  action?: string
  link: DeepLink
  /** Where confirm goes (spec 3 §4 push destinations). */
  destination: string
}

const TITLE_MAX = 200
const BODY_MAX = 2000
const ACTION_MAX = 64

function iconAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 1024) return undefined
  // a path on this site; never `//host` or `/\host`, which a browser reads as another host
  if (/^\/[^\s/\\][^\s\\]*$/.test(value)) return value
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : undefined
}

/**
 * A push payload (an object, or its JSON text: the service worker's push data) → the message, or
 * undefined when it has no title, a body that is not text, or no destination the app knows (an
 * unknown type, a content without id): such a push is not shown as a modal.
 */
export function parsePushMessage(raw: unknown): PushMessage | undefined {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return undefined
    }
  }
  if (typeof value !== 'object' || value === null) return undefined
  const r = value as Record<string, unknown>
  if (typeof r.title !== 'string' || !r.title.trim() || r.title.length > TITLE_MAX) return undefined
  const body = r.body ?? ''
  if (typeof body !== 'string' || body.length > BODY_MAX) return undefined
  const link = parseDeepLink(r)
  const destination = link && deepLinkRoute(link)
  if (!link || !destination) return undefined
  const message: PushMessage = { title: r.title, body, link, destination }
  const icon = iconAddress(r.icon)
  if (icon) message.icon = icon
  if (typeof r.action === 'string' && r.action.trim() && r.action.length <= ACTION_MAX)
    message.action = r.action
  return message
}

/** spec 3 §4: the body's line breaks become double breaks (rendered with `white-space: pre-line`). */
export function pushBodyText(body: string): string {
  return body.replace(/\r\n|\r|\n/g, '\n\n')
}

/** The service worker's messages to the open app (src/service-worker/sw.ts). */
export const WORKER_MESSAGE = {
  /** A push arrived while a window is open: show it as the push modal. */
  received: 'efir:push',
  /** The viewer clicked the notification: go to its destination (signing in first if needed). */
  opened: 'efir:push-open',
} as const

export interface WorkerMessage {
  type: (typeof WORKER_MESSAGE)[keyof typeof WORKER_MESSAGE]
  /** The push's data as it came (parsed again by the app: a message is never trusted as checked). */
  payload: unknown
}
