import { isCancelledError } from '@tanstack/react-query'
import { ERROR_CODES } from '@efir/contract/routes'
import { AUTHORIZATION_REQUIRED, isApiError } from './api-error'
import { showApiError } from './api-error-bus'

/** What a query or mutation may say about its failures. */
export interface ErrorMeta extends Record<string, unknown> {
  /** The caller shows (or deliberately hides) its own errors: the generic dialog stays away. */
  handlesErrors?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta
    mutationMeta: ErrorMeta
  }
}

/** The meta of a query or mutation whose failures its caller shows itself. */
export const HANDLES_ERRORS: ErrorMeta = { handlesErrors: true }

function isAbort(error: unknown): boolean {
  if (isCancelledError(error)) return true
  // NOTE: a DOMException is not an Error in every environment (jsdom), so test the name alone.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

/**
 * spec 1 §8 "Generic handler": a failure nobody handles shows the generic error dialog, except
 * - the token errors (status 401, authentication_failed, authorization_required): the session
 *   re-authorises on the next interaction (spec 1 §8 "Global"), a dialog would only get in the way;
 * - an aborted request (the viewer left, a newer request replaced it);
 * - a query or mutation with `meta.handlesErrors` (it shows its own message).
 */
export function isUnhandledError(error: unknown, meta: ErrorMeta | undefined): boolean {
  if (meta?.handlesErrors === true) return false
  if (isAbort(error)) return false
  if (isApiError(error)) {
    if (error.status === 401) return false
    if (error.code === ERROR_CODES.authenticationFailed || error.code === AUTHORIZATION_REQUIRED) return false
  }
  return true
}

/** QueryCache / MutationCache onError: hands an unhandled failure to the generic error dialog. */
export function reportUnhandledError(error: unknown, meta: ErrorMeta | undefined): void {
  if (isUnhandledError(error, meta)) showApiError(error)
}
