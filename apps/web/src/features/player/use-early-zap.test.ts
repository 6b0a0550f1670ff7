import { describe, expect, it, vi } from 'vitest'
import type { Channel } from '@efir/contract'
import type { PlayerController, PlayerEvent, PlayerListener, PlayerState } from '@efir/player'
import {
  AIMED_CHANNEL,
  PRESSED_CHANNEL,
  RENDER_HOLD_MS,
  afterFirstFrame,
  channelOfLink,
  pickedChannel,
} from './use-early-zap'

const channel = (id: number, slug: string) => ({ id, slug }) as Channel

/** A card as the lists render it: `<div data-channel-id><a href>` (or a bare link). */
const link = (href: string, cardId?: number) => {
  const a = document.createElement('a')
  a.setAttribute('href', href)
  if (cardId === undefined) return a
  const card = document.createElement('div')
  card.setAttribute('data-channel-id', String(cardId))
  card.append(a)
  return a
}

describe('channelOfLink (zap speed: a press on a card of the list starts it at once)', () => {
  const channels = [channel(101, 'efir-24'), channel(103, 'novosti-24'), channel(112, 'retro-kino')]
  it("finds the channel by its card's id, else by the link's slug or id", () => {
    expect(channelOfLink(link('/channels/free/whatever', 112), channels)?.id).toBe(112)
    expect(channelOfLink(link('/channels/free/novosti-24'), channels)?.id).toBe(103)
    expect(channelOfLink(link('/channels/17/101?x=1'), channels)?.id).toBe(101)
    expect(channelOfLink(link('http://host/channel/efir-24/'), channels)?.id).toBe(101)
  })
  it('ignores channels outside the list and links to other pages', () => {
    expect(channelOfLink(link('/channels/free/x', 150), channels)).toBeUndefined()
    expect(channelOfLink(link('/channels/free/kino-hit'), channels)).toBeUndefined()
    expect(channelOfLink(link('/packets'), channels)).toBeUndefined()
    expect(channelOfLink(link('/persons/103'), channels)).toBeUndefined()
    expect(channelOfLink(link('/channels/free/novosti-24'), [])).toBeUndefined()
  })
})

describe('pickedChannel (what a press starts and what a rest warms)', () => {
  const channels = [channel(101, 'efir-24'), channel(103, 'novosti-24'), channel(112, 'retro-kino')]
  it("a rest warms a link of the recent strip (no card) and a card's favourite button; a click on that button starts nothing", () => {
    const recent = link('/channels/free/novosti-24')
    const logo = document.createElement('img')
    recent.append(logo)
    expect(pickedChannel(logo, AIMED_CHANNEL, channels, 101)?.target.id).toBe(103)
    expect(pickedChannel(logo, PRESSED_CHANNEL, channels, 101)?.found).toBe(recent)
    const card = link('/channels/free/retro-kino', 112).parentElement as HTMLElement
    const favourite = document.createElement('button')
    card.append(favourite)
    expect(pickedChannel(favourite, AIMED_CHANNEL, channels, 101)?.target.id).toBe(112)
    expect(pickedChannel(favourite, PRESSED_CHANNEL, channels, 101)).toBeNull()
  })
  it('never the channel on screen', () => {
    expect(pickedChannel(link('/channels/free/efir-24'), AIMED_CHANNEL, channels, 101)).toBeNull()
    expect(pickedChannel(null, AIMED_CHANNEL, channels, 101)).toBeNull()
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
