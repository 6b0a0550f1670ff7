import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StreamResponse } from '@efir/contract'
import { initialPlayerState, type PlayerController, type PlayerState } from '@efir/player'
import { channel, entry } from '../../shared/test-support/channel-fixtures'
import { FakeController } from '../../shared/test-support/fake-controller.mock'
import type { LoadedStream } from './use-channel-stream'
import { usePlayerNavigation } from './use-player-navigation'

// Three archived programmes back to back; the archive stream was loaded 6 s before the first one's end
const A = entry({ id: 1, timestamp: 10_000, duration: 100 })
const B = entry({ id: 2, timestamp: 10_100, duration: 100 })
const C = entry({ id: 3, timestamp: 10_200, duration: 100 })
const schedule = [A, B, C]
const STREAM_START = 10_094
const loaded: LoadedStream = {
  playback: Symbol('playback'),
  channelId: 119,
  ts: STREAM_START,
  answer: { stream_info: { start: STREAM_START } } as StreamResponse,
}
/** The archive stream playing wall time `at` (its PROGRAM-DATE-TIME). */
const playingAt = (at: number): PlayerState =>
  initialPlayerState({
    live: false,
    status: 'playing',
    programDateTime: at * 1000,
    currentTime: at - STREAM_START,
    source: { kind: 'hls', urls: { main: 'u' }, live: false } as unknown as PlayerState['source'],
  })

beforeEach(() => {
  vi.useFakeTimers({ now: 20_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('usePlayerNavigation: the once-a-second programme tick in archive (spec 2 §4)', () => {
  it('moves to the next programme once at each programme end while the same stream plays on into it', () => {
    const onProgramme = vi.fn()
    const controller = new FakeController() as unknown as PlayerController
    const { rerender } = renderHook(
      ({ state }: { state: PlayerState }) =>
        usePlayerNavigation({
          props: { channel: channel({ id: 119 }), ts: STREAM_START, schedule, onProgramme },
          state,
          controller,
          loaded,
          onRefused: vi.fn(),
          paused: false,
        }),
      { initialProps: { state: playingAt(10_098) } },
    )
    expect(onProgramme).not.toHaveBeenCalled()

    // the first programme ends under the playhead: the next one is the programme watched
    rerender({ state: playingAt(10_101) })
    expect(onProgramme).toHaveBeenCalledTimes(1)
    expect(onProgramme).toHaveBeenLastCalledWith(B, B.timestamp)

    // seconds of the next programme go by: it is not "moved to" again (each move replaces the URL)
    for (let at = 10_102; at < 10_110; at++) {
      act(() => void vi.advanceTimersByTime(1000))
      rerender({ state: playingAt(at) })
    }
    expect(onProgramme).toHaveBeenCalledTimes(1)

    // and at its end, the one after it
    rerender({ state: playingAt(10_201) })
    act(() => void vi.advanceTimersByTime(1000))
    expect(onProgramme).toHaveBeenCalledTimes(2)
    expect(onProgramme).toHaveBeenLastCalledWith(C, C.timestamp)
  })
})

describe('usePlayerNavigation: a renewed stream answer is the same playback (issue 31)', () => {
  it('does not move back to the stream’s second programme after a media-token renewal two programmes on', () => {
    const onProgramme = vi.fn()
    const controller = new FakeController() as unknown as PlayerController
    const { rerender } = renderHook(
      ({ state, stream }: { state: PlayerState; stream: LoadedStream }) =>
        usePlayerNavigation({
          props: { channel: channel({ id: 119 }), ts: STREAM_START, schedule, onProgramme },
          state,
          controller,
          loaded: stream,
          onRefused: vi.fn(),
          paused: false,
        }),
      { initialProps: { state: playingAt(10_098), stream: loaded } },
    )
    rerender({ state: playingAt(10_101), stream: loaded })
    rerender({ state: playingAt(10_201), stream: loaded })
    expect(onProgramme.mock.calls).toEqual([
      [B, B.timestamp],
      [C, C.timestamp],
    ])

    // spec 2 §4 / issue 8: the core renews the stream answer (fresh media tokens, same stream and ts)
    const renewed: LoadedStream = { ...loaded, answer: { ...loaded.answer } }
    for (let at = 10_202; at < 10_210; at++) {
      act(() => void vi.advanceTimersByTime(1000))
      rerender({ state: playingAt(at), stream: renewed })
    }
    // no move back to B (a ?ts= of B's start that the stream hook turns into a seek: the picture rewound)
    expect(onProgramme).toHaveBeenCalledTimes(2)
  })
})

describe('usePlayerNavigation: back to live after a programme change stays live (issue 31)', () => {
  it('goes live once, and neither the old archive picture nor the live one moves it back', () => {
    const onProgramme = vi.fn()
    const controller = new FakeController() as unknown as PlayerController
    type P = { state: PlayerState; stream: LoadedStream; ts: number | undefined }
    const initialProps: P = { state: playingAt(10_098), stream: loaded, ts: STREAM_START }
    const { result, rerender } = renderHook(
      ({ state, stream, ts }: P) =>
        usePlayerNavigation({
          props: { channel: channel({ id: 119 }), ts, schedule, onProgramme },
          state,
          controller,
          loaded: stream,
          onRefused: vi.fn(),
          paused: false,
        }),
      { initialProps },
    )
    rerender({ state: playingAt(10_101), stream: loaded, ts: STREAM_START })
    rerender({ state: playingAt(10_102), stream: loaded, ts: B.timestamp })
    expect(onProgramme).toHaveBeenCalledTimes(1)

    act(() => result.current.goLive())
    expect(onProgramme).toHaveBeenCalledTimes(2)
    expect(onProgramme).toHaveBeenLastCalledWith(B, undefined)
    // the live stream is being fetched: the archive picture plays on meanwhile under the live address
    for (let at = 10_103; at < 10_108; at++) {
      act(() => void vi.advanceTimersByTime(1000))
      rerender({ state: playingAt(at), stream: loaded, ts: undefined })
    }
    // then the live stream plays
    const live: LoadedStream = {
      playback: Symbol('live'),
      channelId: 119,
      ts: undefined,
      answer: loaded.answer,
    }
    const liveState = initialPlayerState({ live: true, status: 'playing', source: playingAt(0).source })
    for (let i = 0; i < 5; i++) {
      act(() => void vi.advanceTimersByTime(1000))
      rerender({ state: liveState, stream: live, ts: undefined })
    }
    expect(onProgramme).toHaveBeenCalledTimes(2)
  })
})
