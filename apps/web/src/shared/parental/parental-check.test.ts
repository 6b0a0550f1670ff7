import { describe, expect, it } from 'vitest'
import {
  actionFlagGates,
  pinRefusal,
  effectiveAge,
  isCompletePin,
  normalisePinInput,
  parentalDecision,
  pinTimeoutMs,
  setPinTransition,
  skipsParentalAfterPayment,
  type ParentalContext,
} from './parental-check'

const NOW = 1_800_000_000_000
const withPin = { parental_status: 'set' as const, parental_code_set: true }
const base: ParentalContext = { action: 'vod', age: 18, user: withPin, lastEntryAt: null, now: NOW }

describe('parentalDecision (spec 1 §4, spec 3 §4)', () => {
  it.each<[string, Partial<ParentalContext>, string]>([
    ['18+ content asks the PIN', {}, 'pin'],
    ['16+ content plays', { age: 16 }, 'allow'],
    ['unknown age plays', { age: null }, 'allow'],
    ['an adult channel asks the PIN whatever its age', { action: 'channel', age: 0, adult: true }, 'pin'],
    ['a flagged action asks the PIN for any age', { age: 6, settings: { vod: true } }, 'pin'],
    ['another action flag does not gate vod', { age: 6, settings: { pay: true } }, 'allow'],
    ['remembered PIN within 30 min', { lastEntryAt: NOW - 29 * 60_000 }, 'allow'],
    ['remembered PIN expired after 30 min', { lastEntryAt: NOW - 30 * 60_000 }, 'pin'],
    ['device duration 1 min', { lastEntryAt: NOW - 61_000, settings: { duration: 1 } }, 'pin'],
    ['within 30 s of a transaction (vod)', { lastTransactionAt: NOW - 29_000 }, 'allow'],
    ['transaction grace is not for pay', { action: 'pay', lastTransactionAt: NOW - 1000 }, 'pin'],
    ['pay flagged asks the PIN', { action: 'pay', age: null, settings: { pay: true } }, 'pin'],
    ['settings flagged asks the PIN', { action: 'settings', age: null, settings: { settings: true } }, 'pin'],
    ['settings not flagged opens', { action: 'settings', age: null, settings: { pay: true } }, 'allow'],
    ['profile flagged asks the PIN', { action: 'profile', age: null, settings: { profile: true } }, 'pin'],
    ['program flagged asks the PIN', { action: 'program', age: null, settings: { program: true } }, 'pin'],
    ['channel flagged asks the PIN', { action: 'channel', age: null, settings: { channel: true } }, 'pin'],
    ['parental settings: behind an existing PIN', { action: 'parental', age: null }, 'pin'],
    [
      'parental settings: open without a PIN (nothing to protect yet)',
      { action: 'parental', age: null, user: { parental_status: 'notset', parental_code_set: false } },
      'allow',
    ],
    ['program within 30 s of a transaction', { action: 'program', lastTransactionAt: NOW - 29_999 }, 'allow'],
    ['program 30 s after a transaction', { action: 'program', lastTransactionAt: NOW - 30_000 }, 'pin'],
    [
      'settings: no transaction grace',
      { action: 'settings', settings: { settings: true }, lastTransactionAt: NOW - 1000 },
      'pin',
    ],
    [
      'guest by packets within 30 s',
      { action: 'pay', settings: { pay: true }, guestByPacketsAt: NOW - 29_999 },
      'allow',
    ],
    [
      'guest by packets expired after 30 s',
      { action: 'pay', settings: { pay: true }, guestByPacketsAt: NOW - 30_000 },
      'pin',
    ],
    [
      'channel: parentalChannels 1 keeps only the 2 s grant',
      { action: 'channel', adult: true, parentalChannels: 1, lastEntryAt: NOW - 2000 },
      'pin',
    ],
    [
      'channel: within the 2 s grant',
      { action: 'channel', adult: true, parentalChannels: 0, lastEntryAt: NOW - 1999 },
      'allow',
    ],
    [
      'channel: parentalChannels 2 keeps the window',
      { action: 'channel', adult: true, parentalChannels: 2, lastEntryAt: NOW - 29 * 60_000 },
      'allow',
    ],
    [
      'vod: parentalChannels does not apply',
      { parentalChannels: 0, lastEntryAt: NOW - 29 * 60_000 },
      'allow',
    ],
    ...skipCases(),
    ['parental status ignore', { user: { parental_status: 'ignore', parental_code_set: false } }, 'allow'],
    ['embed ignore flag', { ignore: true }, 'allow'],
    [
      'no PIN set → set-PIN dialog',
      { user: { parental_status: 'notset', parental_code_set: false } },
      'set-pin',
    ],
    ['nobody signed in, channel → sign-in', { action: 'channel', adult: true, user: null }, 'sign-in'],
  ])('%s', (_name, patch, kind) => {
    expect(parentalDecision({ ...base, ...patch }).kind).toBe(kind)
  })
})

/** spec 3 §4: a payment through a skip_parental_control pay system, then the pay check. */
function skipCases(): [string, Partial<ParentalContext>, string][] {
  const pay = { action: 'pay' as const, age: null, settings: { pay: true } }
  return [
    ['pay right after a skipping payment', { ...pay, lastSkippingPaymentAt: NOW - 1000 }, 'allow'],
    ['pay 29 min after it (default window)', { ...pay, lastSkippingPaymentAt: NOW - 29 * 60_000 }, 'allow'],
    ['pay 30 min after it asks again', { ...pay, lastSkippingPaymentAt: NOW - 30 * 60_000 }, 'pin'],
    [
      'the device window counts (15 min)',
      { ...pay, settings: { pay: true, duration: 15 }, lastSkippingPaymentAt: NOW - 16 * 60_000 },
      'pin',
    ],
    ['a payment time in the future does not count', { ...pay, lastSkippingPaymentAt: NOW + 60_000 }, 'pin'],
    ['only pay skips: 18+ vod still asks', { lastSkippingPaymentAt: NOW - 1000 }, 'pin'],
  ]
}

describe('skipsParentalAfterPayment (spec 3 §4)', () => {
  it('is for the pay check only, within the PIN window', () => {
    const ctx = { action: 'pay' as const, lastSkippingPaymentAt: NOW - 60_000, now: NOW }
    expect(skipsParentalAfterPayment(ctx)).toBe(true)
    expect(skipsParentalAfterPayment({ ...ctx, action: 'settings' })).toBe(false)
    expect(skipsParentalAfterPayment({ ...ctx, lastSkippingPaymentAt: null })).toBe(false)
    expect(skipsParentalAfterPayment({ ...ctx, settings: { duration: 1 } })).toBe(false)
  })
})

describe('PIN helpers', () => {
  it('age is the higher of content and episode', () => {
    expect(effectiveAge(12, 18)).toBe(18)
    expect(effectiveAge(null, undefined)).toBeNull()
  })
  it('timeout defaults to 30 minutes', () => {
    expect(pinTimeoutMs(undefined)).toBe(1_800_000)
    expect(pinTimeoutMs({ duration: 1 })).toBe(60_000)
  })
  it('shows error_wrong_code for a wrong PIN, the server text for its lock, a failure otherwise', () => {
    expect(pinRefusal({ status: 400, code: 'wrong_code', message: 'Неверный код' })).toEqual({
      kind: 'wrong',
    })
    const locked = 'Too many wrong PINs. Try again in 15 min.'
    expect(pinRefusal({ status: 429, code: 'too_many_requests', message: locked })).toEqual({
      kind: 'message',
      text: locked,
    })
    expect(pinRefusal({ status: 0, code: 'network_error', message: '' })).toEqual({ kind: 'failed' })
    expect(pinRefusal({ status: 503, code: 'internal_error', message: 'x' })).toEqual({ kind: 'failed' })
  })
  it('keeps 4 digits and auto-submits when complete', () => {
    expect(normalisePinInput('1a2b345')).toBe('1234')
    expect(isCompletePin('123')).toBe(false)
    expect(isCompletePin('1234')).toBe(true)
  })
})

describe('set-PIN dialog steps (spec 3 §4)', () => {
  const start = { step: 1 as const, first: '', error: null }
  it('moves to step 2 on 4 digits, back returns to step 1', () => {
    const two = setPinTransition(start, { type: 'proceed', value: '4321' })
    expect(two).toEqual({ step: 2, first: '4321', error: null })
    expect(setPinTransition(start, { type: 'proceed', value: '43' })).toBe(start)
    expect(setPinTransition({ step: 2, first: '4321', error: null }, { type: 'back' })).toEqual(start)
  })
  it('saves on a matching repeat, else parental_set_not_equal', () => {
    const two = { step: 2 as const, first: '4321', error: null }
    expect(setPinTransition(two, { type: 'confirm', value: '4321' })).toEqual({ step: 'save', pin: '4321' })
    expect(setPinTransition(two, { type: 'confirm', value: '1111' })).toEqual({
      step: 2,
      first: '4321',
      error: 'parental_set_not_equal',
    })
  })
})

describe('actionFlagGates (a channel page, spec 1 §4)', () => {
  const gate = {
    action: 'channel' as const,
    user: withPin,
    settings: { channel: true },
    now: NOW,
    pinRemembered: false,
  }
  it.each<[string, Partial<Parameters<typeof actionFlagGates>[0]>, boolean]>([
    ['the channel flag asks the PIN', {}, true],
    ['no flag: plays', { settings: { pay: true } }, false],
    ['a remembered PIN: plays', { pinRemembered: true }, false],
    ['within 30 s of a transaction: plays', { lastTransactionAt: NOW - 29_999 }, false],
    ['30 s after a transaction: asks', { lastTransactionAt: NOW - 30_000 }, true],
    ['nobody signed in: the adult rules alone', { user: null }, false],
    ['parental status ignore', { user: { parental_status: 'ignore', parental_code_set: true } }, false],
  ])('%s', (_name, patch, expected) => {
    expect(actionFlagGates({ ...gate, ...patch })).toBe(expected)
  })
})
