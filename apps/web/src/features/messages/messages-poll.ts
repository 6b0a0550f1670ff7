/** spec 1 §4/§9: messages are polled every 150 s while the app was active within the last 1800 s. */
export const MESSAGES_POLL_MS = 150_000
export const ACTIVE_WINDOW_MS = 1_800_000

/** Whether a poll tick should fetch: the viewer was active within the last 1800 s. */
export function shouldPollMessages(now: number, lastActiveAt: number): boolean {
  return now - lastActiveAt <= ACTIVE_WINDOW_MS
}

let lastActiveAt = Date.now()

/** Marks the app active (pointer, key, tab shown). */
export function markActive(now: number = Date.now()): void {
  lastActiveAt = now
}

export function lastActivity(): number {
  return lastActiveAt
}
