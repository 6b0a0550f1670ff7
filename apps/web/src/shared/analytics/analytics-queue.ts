import type { RouteBody, postAnalyticsEvents } from '@efir/contract/routes'
import { reports, type ReportSend } from '../api/report-soon'
import { isBoolean, storedItem, type StoredItem } from '../storage/stored-item'

/** One analytics event as the contract sends it (spec 2 §3 "Analytics event"). */
export type AnalyticsEvent = RouteBody<typeof postAnalyticsEvents>['events'][number]

/** spec 2 §4: the first-ever start is sent once per device. */
export const FIRST_START_KEY = 'first_start_sent'
const MAX_BATCH = 100

type Sender = (events: AnalyticsEvent[], keepalive: boolean) => Promise<unknown>

/** Runs a send later (report-soon.ts: after a short delay, at once when the page is hidden). */
type Schedule = (send: ReportSend) => void

/**
 * spec 2 §4 "Analytics": app_start (and first_start on the first run) go out once before any other
 * event; everything waits until user data is ready. Events are sent in batches of at most 100, a
 * moment after they happen (`schedule`: the viewer's own requests first).
 */
export class AnalyticsQueue {
  private queue: AnalyticsEvent[] = []
  private ready = false
  private started = false
  private sending = false
  private scheduled = false

  constructor(
    private readonly send: Sender,
    private readonly firstStartSent: StoredItem<boolean> = storedItem(FIRST_START_KEY, isBoolean),
    private readonly now: () => number = () => Date.now(),
    private readonly schedule: Schedule = (send) => reports.soon(send),
  ) {}

  /** Queues one event (sent soon once user data is ready). */
  track(name: string, fields: Omit<AnalyticsEvent, 'name' | 'at'> = {}): void {
    this.ensureStart()
    this.queue.push({ name, at: this.now(), ...fields })
    this.later()
  }

  /** User data is ready (the session left 'starting'): the held events go out. */
  setReady(ready: boolean): void {
    this.ready = ready
    if (ready) {
      this.ensureStart()
      this.later()
    }
  }

  /** Events waiting (tests and debugging). */
  get pending(): readonly AnalyticsEvent[] {
    return this.queue
  }

  private ensureStart(): void {
    if (this.started) return
    this.started = true
    const head: AnalyticsEvent[] = [{ name: 'app_start', at: this.now() }]
    if (this.firstStartSent.read() !== true) {
      head.push({ name: 'first_start', at: this.now() })
      this.firstStartSent.write(true)
    }
    this.queue = [...head, ...this.queue]
  }

  private later(): void {
    if (!this.ready || this.scheduled || this.queue.length === 0) return
    this.scheduled = true
    this.schedule((keepalive) => {
      this.scheduled = false
      void this.flush(keepalive)
    })
  }

  private async flush(keepalive: boolean): Promise<void> {
    if (!this.ready || this.sending || this.queue.length === 0) return
    this.sending = true
    const batch = this.queue.slice(0, MAX_BATCH)
    this.queue = this.queue.slice(batch.length)
    try {
      await this.send(batch, keepalive)
    } catch {
      console.warn(`[analytics] ${batch.length} events not sent`) // analytics never disturbs playback
    } finally {
      this.sending = false
    }
    if (this.queue.length > 0) await this.flush(keepalive)
  }
}
