import { describe, expect, it, vi } from 'vitest'
import type { Channel } from '@efir/contract'
import type { PlayerController, PlayerEvent, PlayerListener, PlayerState } from '@efir/player'
import { RENDER_HOLD_MS, afterFirstFrame, neighbourOfLink } from './use-early-zap'

const channel = (id: number, slug: string) => ({ id, slug }) as Channel

describe('neighbourOfLink (zap speed: a press on a neighbour card starts it at once)', () => {
  const neighbours = { previous: channel(101, 'efir-24'), next: channel(103, 'novosti-24') }
  it('finds the neighbour a channel link points to, by slug or id', () => {
    expect(neighbourOfLink('/channels/free/novosti-24', neighbours)?.id).toBe(103)
    expect(neighbourOfLink('/channels/17/101?x=1', neighbours)?.id).toBe(101)
    expect(neighbourOfLink('http://host/channel/efir-24/', neighbours)?.id).toBe(101)
  })
  it('ignores links to other channels and pages', () => {
    expect(neighbourOfLink('/channels/free/retro-kino', neighbours)).toBeUndefined()
    expect(neighbourOfLink('/packets', neighbours)).toBeUndefined()
    expect(neighbourOfLink('/persons/103', neighbours)).toBeUndefined()
    expect(neighbourOfLink('/channels/free/novosti-24', {})).toBeUndefined()
  })
})

describe('afterFirstFrame (the page renders the new channel after the video has started)', () => {
  const fakeController = () => {
    const listeners = new Set<PlayerListener>()
    const controller = {
      attachListener: (l: PlayerListener) => {
        listeners.add(l)
        return () => listeners.delete(l)
      },
    } as unknown as PlayerController
    const send = (event: PlayerEvent) => listeners.forEach((l) => l(event, {} as PlayerState))
    return { controller, send, listeners }
  }

  it('renders once, at the first frame, and stops listening', () => {
    vi.useFakeTimers()
    const { controller, send, listeners } = fakeController()
    const render = vi.fn()
    afterFirstFrame(controller, render)
    send({ type: 'loadstart', url: 'x' })
    expect(render).not.toHaveBeenCalled()
    send({ type: 'firstframe', zapMs: 40 })
    send({ type: 'firstframe', zapMs: 41 })
    vi.advanceTimersByTime(RENDER_HOLD_MS)
    expect(render).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
    vi.useRealTimers()
  })

  it('renders on an error, after the hold at the latest, at once when asked; never once cancelled', () => {
    vi.useFakeTimers()
    const { controller, send } = fakeController()
    const onError = vi.fn()
    afterFirstFrame(controller, onError)
    send({ type: 'error', error: { kind: 'fatal', details: 'x' } })
    expect(onError).toHaveBeenCalledTimes(1)
    const late = vi.fn()
    afterFirstFrame(controller, late)
    vi.advanceTimersByTime(RENDER_HOLD_MS - 1)
    expect(late).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(late).toHaveBeenCalledTimes(1)
    const now = vi.fn()
    afterFirstFrame(controller, now).now()
    vi.advanceTimersByTime(RENDER_HOLD_MS)
    expect(now).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    afterFirstFrame(controller, cancelled).cancel()
    send({ type: 'firstframe', zapMs: 40 })
    vi.advanceTimersByTime(RENDER_HOLD_MS)
    expect(cancelled).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})
