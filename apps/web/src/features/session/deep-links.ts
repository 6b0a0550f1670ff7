import { deepLinkRoute, type DeepLink } from '../../shared/session/deep-link'

export type DeepLinkDecision =
  { kind: 'open'; route: string } | { kind: 'login-first'; route: string } | { kind: 'ignore' }

/**
 * spec 1 §2: if the user is not logged in, the target is remembered and the login dialog opens; a
 * guest is let through unless need_auth equals auth.
 */
export function decideDeepLink(link: DeepLink, status: 'anonymous' | 'guest' | 'user'): DeepLinkDecision {
  const route = deepLinkRoute(link)
  if (!route) return { kind: 'ignore' }
  if (status === 'user') return { kind: 'open', route }
  if (status === 'guest' && link.need_auth !== 'auth') return { kind: 'open', route }
  return { kind: 'login-first', route }
}

/** Only same-site paths may be resumed after login (never an absolute URL someone slipped in). */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}
