import type { SessionView } from '../../shared/session/use-session'

/**
 * Which device guide a viewer sees (spec 3 §2 "instructions", /manual): pure rules, no React.
 */

/** spec 3 §2: the instructions' device chooser, in the spec's order. */
export const INSTRUCTION_DEVICES = [
  'android_tv',
  'android_tv_apk',
  'apple_tv',
  'lg_tv',
  'samsung_tv',
  'sberbox',
  'haier',
  'xiaomi',
  'sony',
  'yandex',
  'other',
] as const
export type InstructionDevice = (typeof INSTRUCTION_DEVICES)[number]

/** spec 3 §2: /manual/{dune|tvip|eltex|mag}, the set-top boxes with a manual. */
export const MANUAL_DEVICES = ['dune', 'tvip', 'eltex', 'mag'] as const
export type ManualDevice = (typeof MANUAL_DEVICES)[number]

export const isInstructionDevice = (value: string): value is InstructionDevice =>
  (INSTRUCTION_DEVICES as readonly string[]).includes(value)
export const isManualDevice = (value: string): value is ManualDevice =>
  (MANUAL_DEVICES as readonly string[]).includes(value)

/** A device's guide as the server gives it (an InfoPage; only what the choice needs). */
interface Guide {
  slug: string
}

export type GuideView<G extends Guide> =
  /** No device asked: the chooser lists the devices that have a guide, in the spec's order. */
  | { kind: 'chooser'; guides: G[] }
  /** A known device with its guide: the numbered steps. */
  | { kind: 'steps'; guide: G }
  /** A device outside the list, or one the operator wrote no guide for. */
  | { kind: 'unknown' }

/**
 * What /instructions?device= (or /manual/{device}) shows: with no device (or an empty one) the chooser,
 * with a listed device that has a guide its steps, otherwise the unknown state (never an empty page).
 * `devices` is the spec's list; guides outside it are never offered.
 */
export function chooseGuideView<G extends Guide>(
  device: string | null | undefined,
  guides: readonly G[],
  devices: readonly string[],
): GuideView<G> {
  const wanted = device?.trim().toLowerCase() ?? ''
  if (wanted === '') {
    const bySlug = new Map(guides.map((g) => [g.slug, g]))
    return { kind: 'chooser', guides: devices.flatMap((d) => bySlug.get(d) ?? []) }
  }
  if (!devices.includes(wanted)) return { kind: 'unknown' }
  const guide = guides.find((g) => g.slug === wanted)
  return guide ? { kind: 'steps', guide } : { kind: 'unknown' }
}

/** spec 3 §9 "Instruction advantages: four items": what the app gives on a TV, in this order. */
export const INSTRUCTION_ADVANTAGES = ['archive', 'pause', 'devices', 'profiles'] as const

/**
 * spec 3 §2: the four advantages are disabled for a viewer who is not signed in or is a guest;
 * clicking one then opens sign-in. Only a signed-in user (not a guest) has them enabled.
 */
export function advantagesLocked(status: SessionView['status']): boolean {
  return status !== 'user'
}
