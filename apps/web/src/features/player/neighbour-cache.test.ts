import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Channel, StreamResponse } from '@efir/contract'
import type { PlayerController } from '@efir/player'
import { fetchChannelStream } from './api'
import { neighbourAnswer, pendingAnswer, pressChannel, warmChannel, zapToNeighbour } from './neighbour-cache'

vi.mock('./api', () => ({ fetchChannelStream: vi.fn() }))
const fetchStream = vi.mocked(fetchChannelStream)

const channel = (id: number, extra: Partial<Channel> = {}) =>
  ({ id, is_available: true, is_free: true, is_purchased: false, ...extra }) as Channel
const answer = (url: string, preRoll = 0) =>
  ({
    hls: url,
    stream_info: { online_check: '' },
    ad: { pre_roll: Array.from({ length: preRoll }, () => ({ url: 'vast' })) },
  }) as unknown as StreamResponse
const controller = () => ({ preload: vi.fn(), zap: vi.fn(() => Promise.resolve()) })
const core = (c: ReturnType<typeof controller>) => c as unknown as PlayerController

describe('warming a channel the viewer is about to pick (issue 11)', () => {
  beforeEach(() => fetchStream.mockReset())

  it('fetches its live answer once, keeps the stream warm, and hands the answer over once', async () => {
    fetchStream.mockResolvedValue(answer('http://cdn/201.m3u8'))
    const c = controller()
    warmChannel(channel(201), core(c))
    warmChannel(channel(201), core(c)) // the pointer comes back while the first is on its way
    expect(fetchStream).toHaveBeenCalledTimes(1)
    expect(await pendingAnswer(201)).toMatchObject({ hls: 'http://cdn/201.m3u8' })
    expect(c.preload).toHaveBeenCalledTimes(1)
    expect(neighbourAnswer(201)).toBeNull() // handed over once: its stat id is for one start
    expect(await pendingAnswer(201)).toBeNull()
  })

  it('a warm channel starts at once; one with a pre-roll is left to the page', async () => {
    fetchStream
      .mockResolvedValueOnce(answer('http://cdn/202.m3u8'))
      .mockResolvedValueOnce(answer('http://cdn/203.m3u8', 1))
    const c = controller()
    warmChannel(channel(202), core(c))
    warmChannel(channel(203), core(c))
    await new Promise((r) => setTimeout(r, 0))
    const started = vi.fn()
    expect(zapToNeighbour(channel(202), core(c), started)).toBe(true)
    expect(c.zap).toHaveBeenCalledTimes(1)
    expect(started).toHaveBeenCalledTimes(1)
    expect(zapToNeighbour(channel(203), core(c), started)).toBe(false)
    expect(c.preload).toHaveBeenCalledTimes(1) // the pre-roll channel's stream is not kept warm
  })

  it("a press before the answer came waits for the warm-up's answer and builds no warm instance", async () => {
    fetchStream.mockResolvedValue(answer('http://cdn/207.m3u8'))
    const c = controller()
    warmChannel(channel(207), core(c)) // the pointer went down on the card
    const settled = pressChannel(channel(207), core(c)) // the click came before its answer
    expect(fetchStream).toHaveBeenCalledTimes(1)
    expect(await settled).toMatchObject({ hls: 'http://cdn/207.m3u8' })
    expect(c.preload).not.toHaveBeenCalled()
    expect(zapToNeighbour(channel(207), core(c), vi.fn())).toBe(true)
    // a later warm-up of the same channel keeps it warm again
    warmChannel(channel(207), core(c))
    expect(c.preload).toHaveBeenCalledTimes(1)
  })

  it('never fetches a channel that cannot play, and forgets one whose answer failed', async () => {
    const c = controller()
    warmChannel(channel(204, { is_available: false }), core(c))
    warmChannel(channel(205, { is_free: false }), core(c))
    expect(fetchStream).not.toHaveBeenCalled()
    fetchStream.mockRejectedValueOnce(new Error('403'))
    warmChannel(channel(206), core(c))
    expect(await pendingAnswer(206)).toBeNull()
    expect(zapToNeighbour(channel(206), core(c), vi.fn())).toBe(false)
  })
})
