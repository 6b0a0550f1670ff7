import type { Message } from '@efir/contract'

/** spec 1 §4/§9: messages are polled every 150 s while the app was active within the last 1800 s. */
export const MESSAGES_POLL_MS = 150_000
export const ACTIVE_WINDOW_MS = 1_800_000

/** Whether a poll tick should fetch: the viewer was active within the last 1800 s. */
export function shouldPollMessages(now: number, lastActiveAt: number): boolean {
  return now - lastActiveAt <= ACTIVE_WINDOW_MS
}

/** What counts as the viewer being active: a pointer or key press, or the tab shown again. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const

export interface MessagesPollOptions {
  /** fetches the list (a failed round is the query's business: the next tick tries again) */
  poll: () => void
  /** where activity is watched (the window) */
  target?: Window
  now?: () => number
}

/**
 * Starts the spec 1 §4 poll: every 150 s, fetch when the viewer was active within the last 1800 s
 * (a pointer or key press, or the tab becoming visible, counts; starting counts as activity).
 * Returns the function that stops it. One poll per signed-in header, no module state.
 */
export function startMessagesPoll({
  poll,
  target = window,
  now = Date.now,
}: MessagesPollOptions): () => void {
  let lastActiveAt = now()
  const onActivity = () => {
    lastActiveAt = now()
  }
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') onActivity()
  }
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, true)
  target.document.addEventListener('visibilitychange', onVisibility)
  const timer = target.setInterval(() => {
    if (shouldPollMessages(now(), lastActiveAt)) poll()
  }, MESSAGES_POLL_MS)
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, true)
    target.document.removeEventListener('visibilitychange', onVisibility)
    target.clearInterval(timer)
  }
}

/** The messages the dropdown lists: those not removed (the server lists no removed one anyway). */
export function listedMessages(messages: readonly Message[] | undefined): Message[] {
  return (messages ?? []).filter((m) => !m.removed)
}

/** The header's counter (spec 3 §2 "messages dropdown (counter, mark all read)"): the unread ones. */
export function unreadCount(messages: readonly Message[]): number {
  return messages.filter((m) => !m.is_read).length
}
