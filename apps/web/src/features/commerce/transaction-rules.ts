/** spec 3 §4 "Transactions", §9: poll every 5 s; stop after 600 s of polling or at 3600 s of age. */
export const POLL_INTERVAL_MS = 5_000
export const MAX_POLLING_MS = 600_000
export const MAX_AGE_MS = 3_600_000

export type PollOutcome =
  { kind: 'complete' } | { kind: 'error'; message: string | null } | { kind: 'continue' } | { kind: 'stop' }

/** Whether to poll at all: a stored id, not too old, not polled too long. */
export function shouldPoll(stored: { pollingSince: number; createdAt: number } | null, now: number): boolean {
  if (!stored) return false
  return now - stored.createdAt <= MAX_AGE_MS && now - stored.pollingSince <= MAX_POLLING_MS
}

/**
 * One poll's answer → what happens: complete and error are results; 504 (still pending) keeps
 * polling; 404 during payment is ignored (keeps polling); no answer (0) keeps polling; any other
 * failure stops (data refreshes).
 */
export function pollOutcome(
  answer:
    { status: 'pending' | 'complete' | 'error'; status_description: string | null } | { httpStatus: number },
): PollOutcome {
  // status 0: no answer at all (offline, or the page leaving for the card page aborted the call):
  // nothing was said about the payment, so it is polled again
  if ('httpStatus' in answer)
    return [0, 404, 504].includes(answer.httpStatus) ? { kind: 'continue' } : { kind: 'stop' }
  if (answer.status === 'complete') return { kind: 'complete' }
  if (answer.status === 'error') return { kind: 'error', message: answer.status_description }
  return { kind: 'continue' }
}

/**
 * A check that stopped without the bank's answer (spec 3 §4: over 600 s of polling, or another
 * failure): the viewer may ask once more while the transaction is young enough to be polled (3600 s);
 * its polling time starts anew. Past that age only the payment history tells what became of it.
 */
export function checkAgain<T extends { pollingSince: number; createdAt: number }>(
  stored: T,
  now: number,
): T | null {
  return now - stored.createdAt <= MAX_AGE_MS ? { ...stored, pollingSince: now } : null
}

/**
 * Issue 29 (3) "success only on delivery": what a complete payment delivered, read from its answer.
 * No purchase behind it (a top-up) or an active one: delivered. The money arrived but the purchase
 * still awaits payment (the balance was spent elsewhere meanwhile) or stays paused: unfinished, with
 * what it still lacks ("pay the rest"). The purchase was cancelled: the money stays on the balance.
 */
export type Delivery =
  { kind: 'delivered' } | { kind: 'unfinished'; shortfall: string | null } | { kind: 'credited' }

export function deliveryOf(answer: {
  purchase_id: number | null
  purchase_status: 'awaiting_payment' | 'active' | 'paused' | 'cancelled' | null
  purchase_shortfall: string | null
}): Delivery {
  if (answer.purchase_id === null || answer.purchase_status === null) return { kind: 'delivered' }
  switch (answer.purchase_status) {
    case 'active':
      return { kind: 'delivered' }
    case 'cancelled':
      return { kind: 'credited' }
    case 'awaiting_payment':
    case 'paused':
      return { kind: 'unfinished', shortfall: answer.purchase_shortfall }
  }
}
