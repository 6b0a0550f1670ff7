import { analytics } from '../shared/analytics/analytics'
import { sessionStore } from '../shared/session/session-store'

/**
 * spec 2 §4 "the queue is held until user data is ready": the analytics queue follows the session
 * store (ready once start-up has left 'starting'), wired once before the first render.
 */
export function wireAnalyticsReady(): void {
  const apply = () => analytics.setReady(sessionStore.get().phase !== 'starting')
  apply()
  sessionStore.subscribe(apply)
}
