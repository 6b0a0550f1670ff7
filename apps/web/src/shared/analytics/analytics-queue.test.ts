import { describe, expect, it, vi } from 'vitest'
import type { StoredItem } from '../storage/stored-item'
import { REPORT_DELAY_MS, ReportScheduler, type ReportSend } from '../api/report-soon'
import { AnalyticsQueue, type AnalyticsEvent } from './analytics-queue'

/** The first_start flag kept in memory instead of localStorage. */
function memory(): StoredItem<boolean> {
  let value: boolean | undefined
  return { read: () => value, write: (next) => ((value = next), true) }
}

const names = (batches: AnalyticsEvent[][]) => batches.flat().map((e) => e.name)
/** Sends as soon as asked (the product's queue waits a moment: report-soon.ts). */
const atOnce = (send: ReportSend) => send(false)

describe('spec 2 §4 analytics queue', () => {
  it('holds events until user data is ready, app_start and first_start first', async () => {
    const sent: AnalyticsEvent[][] = []
    const q = new AnalyticsQueue(
      (b) => Promise.resolve(void sent.push(b)),
      memory(),
      () => 1,
      atOnce,
    )
    q.track('playback_start', { data: { statId: 1 } })
    q.track('open_channel', { value: 101 })
    await Promise.resolve()
    expect(sent).toEqual([])
    q.setReady(true)
    await new Promise((r) => setTimeout(r))
    expect(names(sent)).toEqual(['app_start', 'first_start', 'playback_start', 'open_channel'])
  })

  it('first_start only on the first run; app_start once per run', async () => {
    const storage = memory()
    const first = new AnalyticsQueue(() => Promise.resolve(), storage, Date.now, atOnce)
    first.setReady(true)
    const sent: AnalyticsEvent[][] = []
    const second = new AnalyticsQueue((b) => Promise.resolve(void sent.push(b)), storage, Date.now, atOnce)
    second.setReady(true)
    second.track('watch_tv')
    await new Promise((r) => setTimeout(r))
    expect(names(sent)).toEqual(['app_start', 'watch_tv'])
  })

  it('sends a batch a moment after the events, once, with keepalive when the page is hidden', async () => {
    vi.useFakeTimers()
    const sent: [string[], boolean][] = []
    const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
    target.visibilityState = 'visible'
    const scheduler = new ReportScheduler(REPORT_DELAY_MS, target)
    const q = new AnalyticsQueue(
      (b, keepalive) => Promise.resolve(void sent.push([b.map((e) => e.name), keepalive])),
      memory(),
      () => 1,
      (send) => scheduler.soon(send),
    )
    q.setReady(true)
    q.track('open_channel')
    q.track('watch_tv')
    vi.advanceTimersByTime(REPORT_DELAY_MS - 1)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toEqual([[['app_start', 'first_start', 'open_channel', 'watch_tv'], false]])
    q.track('select_schedule')
    target.visibilityState = 'hidden'
    target.dispatchEvent(new Event('visibilitychange'))
    expect(sent[1]).toEqual([['select_schedule'], true])
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS)
    expect(sent).toHaveLength(2)
    vi.useRealTimers()
  })
})
