import { ApiError } from './api-error'

type Listener = (error: ApiError, afterClose?: () => void) => void
const listeners = new Set<Listener>()

/**
 * Asks the generic error dialog (spec 1 §8 "Generic handler") to show an error. Non-API errors are
 * wrapped so the dialog still shows "error" instead of nothing. `afterClose` runs once the viewer
 * closed it (the way on, e.g. spec 3 §7 "…and show quick packets").
 */
export function showApiError(error: unknown, afterClose?: () => void): void {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError({ status: 0, code: 'client_error', message: '', endpointId: 'client' })
  listeners.forEach((listener) => listener(apiError, afterClose))
}

/** The error dialog host subscribes here; returns the unsubscribe function. */
export function subscribeApiErrors(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
