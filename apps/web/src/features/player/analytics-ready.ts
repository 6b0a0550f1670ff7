import { sessionStore } from '../../shared/session/session-store'
import type { AnalyticsEvent } from './analytics-queue'
import { analytics } from './api'

let wired = false

/**
 * spec 2 §4 "the queue is held until user data is ready": the analytics queue follows the session
 * store (ready once start-up has left 'starting'), wherever the first event comes from.
 */
export function wireAnalyticsReady(): void {
  if (wired) return
  wired = true
  const apply = () => analytics.setReady(sessionStore.get().phase !== 'starting')
  apply()
  sessionStore.subscribe(apply)
}

/** One analytics event from any feature (spec 2 §4: open_channel, select_schedule, hover...). */
export function trackEvent(name: string, fields: Omit<AnalyticsEvent, 'name' | 'at'> = {}): void {
  wireAnalyticsReady()
  analytics.track(name, fields)
}
