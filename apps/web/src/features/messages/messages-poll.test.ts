import type { Message } from '@efir/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACTIVE_WINDOW_MS,
  MESSAGES_POLL_MS,
  listedMessages,
  shouldPollMessages,
  startMessagesPoll,
  unreadCount,
} from './messages-poll'

describe('messages polling rule (spec 1 §4, §9)', () => {
  it('uses the spec numbers', () => {
    expect(MESSAGES_POLL_MS).toBe(150_000)
    expect(ACTIVE_WINDOW_MS).toBe(1_800_000)
  })
  it('polls while the app was active within the last 1800 s', () => {
    const active = 1_000_000
    expect(shouldPollMessages(active, active)).toBe(true)
    expect(shouldPollMessages(active + 1_800_000, active)).toBe(true)
    expect(shouldPollMessages(active + 1_800_001, active)).toBe(false)
  })
})

describe('the poll timer (startMessagesPoll)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const start = () => {
    const poll = vi.fn()
    const stop = startMessagesPoll({ poll, now: () => Date.now() })
    return { poll, stop }
  }

  it('fetches every 150 s, not before', () => {
    const { poll, stop } = start()
    vi.advanceTimersByTime(MESSAGES_POLL_MS - 1)
    expect(poll).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(poll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(MESSAGES_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(2)
    stop()
  })

  it('stops fetching 1800 s after the last activity, and a key press starts it again', () => {
    const { poll, stop } = start()
    // 1800 s = 12 ticks: each one still within the window
    vi.advanceTimersByTime(ACTIVE_WINDOW_MS)
    expect(poll).toHaveBeenCalledTimes(12)
    vi.advanceTimersByTime(MESSAGES_POLL_MS * 4)
    expect(poll).toHaveBeenCalledTimes(12)

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    expect(poll).toHaveBeenCalledTimes(12) // activity does not fetch by itself: the next tick does
    vi.advanceTimersByTime(MESSAGES_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(13)
    stop()
  })

  it('a pointer press or the tab shown again counts as activity', () => {
    const { poll, stop } = start()
    vi.advanceTimersByTime(ACTIVE_WINDOW_MS + MESSAGES_POLL_MS)
    poll.mockClear()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(MESSAGES_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(ACTIVE_WINDOW_MS + MESSAGES_POLL_MS)
    poll.mockClear()
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(MESSAGES_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(1)
    stop()
  })

  it('stopping clears the timer and the listeners', () => {
    const { poll, stop } = start()
    stop()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    vi.advanceTimersByTime(MESSAGES_POLL_MS * 3)
    expect(poll).not.toHaveBeenCalled()
  })
})

describe('the dropdown list and its counter', () => {
  const message = (id: number, is_read: boolean, removed = false): Message => ({
    id,
    title: `m${id}`,
    text: '',
    created_at: '2026-01-01T00:00:00Z',
    removed,
    is_read,
  })
  it('counts the unread listed messages', () => {
    const listed = listedMessages([message(1, false), message(2, true), message(3, false, true)])
    expect(listed.map((m) => m.id)).toEqual([1, 2])
    expect(unreadCount(listed)).toBe(1)
    expect(unreadCount(listedMessages(undefined))).toBe(0)
  })
})
