/** spec 2 §2 /newyear: a countdown to the end of the year, ticking each second and stopping at zero. */
export const COUNTDOWN_TICK_MS = 1000

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Zero reached: the ticking stops. */
  done: boolean
}

/** The first moment of the next year in local time, seen from `from`. */
export function yearEnd(from: Date): Date {
  return new Date(from.getFullYear() + 1, 0, 1, 0, 0, 0, 0)
}

/** Time left from `now` until `target`, never below zero. */
export function countdown(now: Date, target: Date): Countdown {
  const left = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  }
}
