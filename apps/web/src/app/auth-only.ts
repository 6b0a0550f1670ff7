import { isLoginExempt } from './login-exempt'

/** What decides whether the open modal may be closed by the viewer. */
export interface AuthOnlyContext {
  /** the open modal */
  id: string
  /** its data (a no-hash request's payload) */
  payload: Record<string, unknown> | undefined
  /** the app requires login here and nobody is signed in (shell-effects.ts useForcedLogin) */
  forcedLogin: boolean
  /** the page in the address bar */
  pathname: string
}

/**
 * spec 3 §4 "Modal lifecycle", the auth-only (blocked) state: with block status -1 or -2 (the block
 * dialog, or the QR payment its data marks `closable: false`), or while the app requires login and
 * shows auth, the modal cannot be closed, except on legal/info pages (spec 1 §2 forced-login
 * exemptions): there the viewer may close it and read the page.
 */
export function isCloseForbidden({ id, payload, forcedLogin, pathname }: AuthOnlyContext): boolean {
  if (isLoginExempt(pathname)) return false
  if (id === 'auth') return forcedLogin
  return id === 'block_alma' || payload?.closable === false
}
