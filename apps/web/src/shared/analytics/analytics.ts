import { postAnalyticsEvents } from '@efir/contract/routes'
import { apiRequest } from '../api/api-client'
import { AnalyticsQueue, type AnalyticsEvent } from './analytics-queue'

/**
 * The one analytics queue of the client (spec 2 §4), POST /v2/analytics/events. It holds its events
 * until user data is ready: app/ wires that to the session at start-up (app/analytics-ready.ts).
 */
export const analytics = new AnalyticsQueue((events, keepalive) =>
  apiRequest(postAnalyticsEvents, { body: { events }, keepalive }),
)

/** One analytics event from any feature (spec 2 §4: open_channel, select_schedule, hover...). */
export function trackEvent(name: string, fields: Omit<AnalyticsEvent, 'name' | 'at'> = {}): void {
  analytics.track(name, fields)
}
