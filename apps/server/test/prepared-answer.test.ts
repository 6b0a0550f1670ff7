import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BUILD_AHEAD_MS, type PreparedAnswer, PreparedAnswers } from '../src/plugins/prepared-answer.ts'

// Issue 8: a prepared answer's rebuild stalled every caller of its key (a build and a brotli-9 pass,
// 50-400 ms under load). Callers now wait only for a key's first build or a jump of the clock.

const Answer = z.object({ at: z.number(), build: z.number() })
const body = (answer: PreparedAnswer) => JSON.parse(brotliDecompressSync(answer.br).toString()) as unknown

/** Builds that record the moment they were asked for and stay valid `span` ms. */
function builds(span?: number) {
  const asked: number[] = []
  const build = (at: number) => {
    asked.push(at)
    const value = { at, build: asked.length }
    return Promise.resolve(span === undefined ? { value } : { value, validUntil: at + span })
  }
  return { asked, build }
}

describe('prepared answers', () => {
  it('callers of a new key share one build', async () => {
    const answers = new PreparedAnswers(Answer)
    const { asked, build } = builds()
    const all = await Promise.all([1, 2, 3].map(() => answers.get('k', 1000, build)))
    expect(asked).toEqual([1000])
    expect(new Set(all).size).toBe(1)
  })

  it('an answer that grew old is served while the next one is built', async () => {
    const answers = new PreparedAnswers(Answer, { ttlMs: 0 })
    const { asked, build } = builds()
    const first = await answers.get('k', 1000, build)
    expect(await answers.get('k', 2000, build)).toBe(first) // not waiting: the old one, a rebuild started
    expect(asked).toEqual([1000, 2000])
    await answers.successorBuilt('k')
    expect(body(await answers.get('k', 3000, build))).toEqual({ at: 2000, build: 2 })
  })

  it('an answer that is about to end has its successor built for that moment beforehand', async () => {
    const answers = new PreparedAnswers(Answer)
    const { asked, build } = builds(60_000)
    await answers.get('k', 0, build) // valid until 60 000
    await answers.get('k', 60_000 - BUILD_AHEAD_MS - 1, build)
    expect(asked).toEqual([0])
    await answers.get('k', 60_000 - BUILD_AHEAD_MS, build)
    expect(asked).toEqual([0, 60_000])
    await answers.successorBuilt('k')
    expect(body(await answers.get('k', 59_999, build))).toEqual({ at: 0, build: 1 })
    expect(body(await answers.get('k', 60_000, build))).toEqual({ at: 60_000, build: 2 })
    expect(asked).toEqual([0, 60_000])
  })

  it('a clock that jumps past every answer waits for one built for its moment', async () => {
    const answers = new PreparedAnswers(Answer)
    const { asked, build } = builds(60_000)
    await answers.get('k', 0, build)
    await answers.get('k', 59_000, build) // builds the successor for 60 000..120 000
    await answers.successorBuilt('k')
    expect(body(await answers.get('k', 500_000, build))).toEqual({ at: 500_000, build: 3 })
    expect(asked).toEqual([0, 60_000, 500_000])
  })

  it('a failed build is not kept: the next caller builds again', async () => {
    const answers = new PreparedAnswers(Answer)
    let fail = true
    const build = (at: number) =>
      fail ? Promise.reject(new Error('database down')) : Promise.resolve({ value: { at, build: 1 } })
    await expect(answers.get('k', 0, build)).rejects.toThrow('database down')
    fail = false
    expect(body(await answers.get('k', 0, build))).toEqual({ at: 0, build: 1 })
  })

  it('a failed rebuild keeps the old answer and is tried again by a later caller', async () => {
    const answers = new PreparedAnswers(Answer, { ttlMs: 0 })
    let fail = false
    const asked: number[] = []
    const build = (at: number) => {
      asked.push(at)
      return fail ? Promise.reject(new Error('database down')) : Promise.resolve({ value: { at, build: 1 } })
    }
    const first = await answers.get('k', 0, build)
    fail = true
    expect(await answers.get('k', 1, build)).toBe(first)
    await answers.successorBuilt('k')
    fail = false
    expect(await answers.get('k', 2, build)).toBe(first)
    await answers.successorBuilt('k')
    expect(body(await answers.get('k', 3, build))).toEqual({ at: 2, build: 1 })
    expect(asked).toEqual([0, 1, 2, 3]) // ttl 0: every answer is old at once
  })
})
