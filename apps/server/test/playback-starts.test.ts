import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playbackStarts } from '../src/db/schema/index.ts'
import { PlaybackStartLog } from '../src/modules/streams/playback-starts.ts'
import { api, createTestApp, type TestApp } from './support/test-app.ts'

// Issue 8: a zap's stream answer makes no database round trip; its playback start (the stat id) is
// written with the others of that moment (modules/streams/playback-starts.ts).
describe('playback starts of stream answers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const rowsWith = async (ids: number[]) =>
    t.database.db.select().from(playbackStarts).where(inArray(playbackStarts.id, ids))

  it('200 parallel zaps get 200 different stat ids, and every one is written', async () => {
    const token = await api(t.app).signIn()
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'GET', url: '/v2/channels/102/stream', query: { access_token: token } }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200))
    const ids = answers.map((a) => a.json<{ stat: { id: number } }>().stat.id)
    expect(new Set(ids).size).toBe(200)
    await expect.poll(async () => (await rowsWith(ids)).length).toBe(200)
  })

  it('a row that cannot be written (its viewer is gone) does not cost the others theirs', async () => {
    const warnings: unknown[] = []
    const log = new PlaybackStartLog(t.database.db, { warn: (o: unknown) => warnings.push(o) } as never)
    const row = (userId: number | null) => ({
      userId,
      channelId: 102,
      ts: null,
      preview: false,
      createdAt: t.clock.now(),
    })
    const ids = await Promise.all([row(null), row(999_999), row(null)].map((r) => log.record(r)))
    await log.flush()
    expect((await rowsWith(ids)).map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [ids[0], ids[2]].sort((a, b) => (a ?? 0) - (b ?? 0)),
    )
    expect(warnings).toHaveLength(1)
  })
})
