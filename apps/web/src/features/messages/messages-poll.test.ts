import { describe, expect, it } from 'vitest'
import {
  ACTIVE_WINDOW_MS,
  MESSAGES_POLL_MS,
  lastActivity,
  markActive,
  shouldPollMessages,
} from './messages-poll'

describe('messages polling (spec 1 §4, §9)', () => {
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
  it('remembers the last activity', () => {
    markActive(42)
    expect(lastActivity()).toBe(42)
  })
})
