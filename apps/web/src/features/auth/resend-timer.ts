/** spec 1 §9 / spec 3 §4: OTP resend countdown 60 s. */
export const RESEND_COUNTDOWN_S = 60

/** Whole seconds left before another code may be requested (0 = the resend button shows). */
export function resendSecondsLeft(
  sentAt: number,
  now: number,
  countdownS: number = RESEND_COUNTDOWN_S,
): number {
  const left = Math.ceil((sentAt + countdownS * 1000 - now) / 1000)
  return Math.max(0, Math.min(countdownS, left))
}

export function canResend(sentAt: number, now: number, countdownS: number = RESEND_COUNTDOWN_S): boolean {
  return resendSecondsLeft(sentAt, now, countdownS) === 0
}
