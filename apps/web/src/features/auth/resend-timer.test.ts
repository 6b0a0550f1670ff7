import { describe, expect, it } from 'vitest'
import { RESEND_COUNTDOWN_S, canResend, resendSecondsLeft } from './resend-timer'

describe('OTP resend countdown (spec 1 §9: 60 s)', () => {
  const sent = 1_000_000
  it('counts down from 60 in whole seconds', () => {
    expect(RESEND_COUNTDOWN_S).toBe(60)
    expect(resendSecondsLeft(sent, sent)).toBe(60)
    expect(resendSecondsLeft(sent, sent + 1)).toBe(60)
    expect(resendSecondsLeft(sent, sent + 1000)).toBe(59)
    expect(resendSecondsLeft(sent, sent + 59_001)).toBe(1)
  })
  it('the resend button appears at 0', () => {
    expect(canResend(sent, sent + 59_999)).toBe(false)
    expect(canResend(sent, sent + 60_000)).toBe(true)
    expect(resendSecondsLeft(sent, sent + 120_000)).toBe(0)
  })
  it('a clock set back never shows more than the countdown', () => {
    expect(resendSecondsLeft(sent, sent - 10_000)).toBe(60)
  })
  it("honours the server's resend_after", () => {
    expect(resendSecondsLeft(sent, sent, 30)).toBe(30)
  })
})
