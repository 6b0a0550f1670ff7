import { describe, expect, it } from 'vitest'
import type { StoredItem } from '../storage/stored-item'
import { AnalyticsQueue, type AnalyticsEvent } from './analytics-queue'

/** The first_start flag kept in memory instead of localStorage. */
function memory(): StoredItem<boolean> {
  let value: boolean | undefined
  return { read: () => value, write: (next) => ((value = next), true) }
}

const names = (batches: AnalyticsEvent[][]) => batches.flat().map((e) => e.name)

describe('spec 2 §4 analytics queue', () => {
  it('holds events until user data is ready, app_start and first_start first', async () => {
    const sent: AnalyticsEvent[][] = []
    const q = new AnalyticsQueue(
      (b) => Promise.resolve(void sent.push(b)),
      memory(),
      () => 1,
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
    const first = new AnalyticsQueue(() => Promise.resolve(), storage)
    first.setReady(true)
    const sent: AnalyticsEvent[][] = []
    const second = new AnalyticsQueue((b) => Promise.resolve(void sent.push(b)), storage)
    second.setReady(true)
    second.track('watch_tv')
    await new Promise((r) => setTimeout(r))
    expect(names(sent)).toEqual(['app_start', 'watch_tv'])
  })
})
