import { ApiError } from './api-error'

type Listener = (error: ApiError, afterClose?: () => void) => void
const listeners = new Set<Listener>()
/** Errors shown before the dialog host subscribed (the start-up runs before the first render). */
let early: Parameters<Listener>[] = []
const EARLY_LIMIT = 3

/**
 * Asks the generic error dialog (spec 1 §8 "Generic handler") to show an error. Non-API errors are
 * wrapped so the dialog still shows "error" instead of nothing. `afterClose` runs once the viewer
 * closed it (the way on, e.g. spec 3 §7 "…and show quick packets"). Before the host is there, the
 * first few wait for it.
 */
export function showApiError(error: unknown, afterClose?: () => void): void {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError({ status: 0, code: 'client_error', message: '', endpointId: 'client' })
  if (listeners.size === 0) {
    if (early.length < EARLY_LIMIT) early.push([apiError, afterClose])
    return
  }
  listeners.forEach((listener) => listener(apiError, afterClose))
}

/** The error dialog host subscribes here (and gets what waited for it); returns the unsubscribe function. */
export function subscribeApiErrors(listener: Listener): () => void {
  listeners.add(listener)
  const waiting = early
  early = []
  waiting.forEach((args) => listener(...args))
  return () => {
    listeners.delete(listener)
  }
}
