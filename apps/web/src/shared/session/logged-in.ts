import type { SessionView } from './use-session'

/**
 * Logged in (spec 1's word): a user of the operator, by phone, login or automatic authentication; not a
 * guest (`isSignedIn` is either). Favourites, purchases, the account and its settings need this. Apart
 * from use-session.ts so that tests replacing the session hooks keep the rule.
 */
export function isLoggedIn(view: SessionView): view is Extract<SessionView, { status: 'user' }> {
  return view.status === 'user'
}
