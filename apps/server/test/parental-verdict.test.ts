import { describe, expect, it } from 'vitest'
import type { DeviceParentalSettings } from '../src/db/schema/index.ts'
import { parentalVerdict, type ParentalFacts } from '../src/modules/parental/gate.ts'

// spec 1 §4 "Parental check" and spec 3 §4's pay-system skip, as the server decides them (issue 30).
const NOW = new Date('2026-11-29T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const MIN = 60_000
const SWITCHES: DeviceParentalSettings = {
  duration: 15,
  pay: true,
  profile: true,
  program: true,
  vod: true,
  channel: true,
  settings: true,
}
const base: ParentalFacts = {
  action: 'channel',
  parentalStatus: 'set',
  pinSet: true,
  settings: SWITCHES,
  passedAt: null,
  lastTransactionAt: null,
  lastSkippingPaymentAt: null,
  now: NOW,
}
const ADULT = { adult: false, age: 18 }
const FAMILY = { adult: false, age: 6 }

describe('parentalVerdict', () => {
  it.each<[string, Partial<ParentalFacts>, string]>([
    ['the device switch, no PIN entered', {}, 'pin:device'],
    ['the switch off', { settings: { ...SWITCHES, channel: false } }, 'allow'],
    ['no device', { settings: null }, 'allow'],
    ['no PIN set: nothing to check', { pinSet: false }, 'allow'],
    ['no PIN set, an 18+ channel', { pinSet: false, rating: ADULT }, 'pin:age'],
    ['an 18+ channel, the switch off', { settings: null, rating: ADULT }, 'pin:age'],
    ['a family channel, the switch off', { settings: null, rating: FAMILY }, 'allow'],
    ['an unknown age', { settings: null, rating: { adult: false, age: null } }, 'pin:age'],
    ['parental control ignored', { parentalStatus: 'ignore', rating: ADULT }, 'allow'],
    ['the PIN 14 min ago (15 min window)', { passedAt: ago(14 * MIN) }, 'allow'],
    ['the PIN 15 min ago', { passedAt: ago(15 * MIN) }, 'pin:device'],
    ['no duration: 30 min', { settings: { ...SWITCHES, duration: 0 }, passedAt: ago(29 * MIN) }, 'allow'],
    ['a PIN time in the future', { passedAt: new Date(NOW.getTime() + MIN) }, 'pin:device'],
    ['a payment 29 s ago', { lastTransactionAt: ago(29_000) }, 'allow'],
    ['a payment 30 s ago', { lastTransactionAt: ago(30_000) }, 'pin:device'],
    ['a payment 29 s ago, archive', { action: 'program', lastTransactionAt: ago(29_000) }, 'allow'],
    ['a payment 29 s ago, a purchase', { action: 'pay', lastTransactionAt: ago(29_000) }, 'pin:device'],
    [
      'a linked-card payment 14 min ago, a purchase',
      { action: 'pay', lastSkippingPaymentAt: ago(14 * MIN) },
      'allow',
    ],
    [
      'a linked-card payment 15 min ago',
      { action: 'pay', lastSkippingPaymentAt: ago(15 * MIN) },
      'pin:device',
    ],
    [
      'a linked-card payment, settings',
      { action: 'settings', lastSkippingPaymentAt: ago(MIN) },
      'pin:device',
    ],
    ['the parental settings, any PIN set', { action: 'parental', settings: null }, 'pin:device'],
    ['the parental settings, no PIN', { action: 'parental', pinSet: false }, 'allow'],
  ])('%s → %s', (_name, over, expected) => {
    const verdict = parentalVerdict({ ...base, ...over })
    expect(verdict.kind === 'pin' ? `pin:${verdict.reason}` : verdict.kind).toBe(expected)
  })
})
