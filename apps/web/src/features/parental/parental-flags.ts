import type { ParentalSettings } from '@efir/contract'

// spec 3 §2 "Parental tab": toggles for profile, program, vod, channel, pay, settings; a duration
// select from the configured parental_duration list.

export type ParentalFlag = Exclude<keyof ParentalSettings, 'duration'>

/** The six toggles, in the spec's order, each with its label key. */
export const PARENTAL_FLAGS: readonly { flag: ParentalFlag; labelKey: string }[] = [
  { flag: 'profile', labelKey: 'parental_flag_profile' },
  { flag: 'program', labelKey: 'parental_flag_program' },
  { flag: 'vod', labelKey: 'parental_flag_vod' },
  { flag: 'channel', labelKey: 'parental_flag_channel' },
  { flag: 'pay', labelKey: 'parental_flag_pay' },
  { flag: 'settings', labelKey: 'parental_flag_settings' },
]

/** spec 3 §9 "Default PIN timeout 30 minutes, or 1": offered when the configuration lists none. */
export const FALLBACK_DURATIONS = [1, 30] as const

/**
 * The minutes the select offers: the configured parental_duration list (else 1 and 30), ascending,
 * without repeats, plus the device's current duration when it is not among them (so the select shows
 * what is saved). A duration of 0 (never set) is not an option.
 */
export function durationOptions(configured: readonly number[] | undefined, current: number): number[] {
  const listed = configured && configured.length > 0 ? configured : FALLBACK_DURATIONS
  const all = new Set(listed.filter((m) => m > 0))
  if (current > 0) all.add(current)
  return [...all].sort((a, b) => a - b)
}

/** The duration the select shows: the saved one, else the spec's default 30 when offered, else the first. */
export function shownDuration(options: readonly number[], current: number): number | undefined {
  if (current > 0) return current
  return options.includes(30) ? 30 : options[0]
}
