import { describe, expect, it } from 'vitest'
import { mayReopen, wantsRegisterPrompt, type PromptKind } from './prompt-rules'

const HOUR = 3600_000

describe('mayReopen (spec 3 §9 reopen delays)', () => {
  it.each<[PromptKind, number, boolean]>([
    ['register', 7 * HOUR, false],
    ['register', 8 * HOUR, true], // 28800 s
    ['product_install', 71 * HOUR, false],
    ['product_install', 72 * HOUR, true], // 259200 s
    ['freedommedia_install', 72 * HOUR, true],
    ['permission', 14 * 24 * HOUR - 1, false],
    ['permission', 14 * 24 * HOUR, true], // 1209600 s
    ['email', 0, true], // others: 0
  ])('%s closed %i ms ago → %s', (kind, ago, expected) => {
    const now = 1_800_000_000_000
    expect(mayReopen(kind, now - ago, now)).toBe(expected)
  })

  it('a prompt never closed may show', () => {
    expect(mayReopen('register', null, 0)).toBe(true)
  })
})

describe('wantsRegisterPrompt (spec 3 §4)', () => {
  it.each([
    [{ signedIn: false, hasPurchases: false, promoDays: 14 }, true],
    [{ signedIn: true, hasPurchases: false, promoDays: 14 }, false],
    [{ signedIn: false, hasPurchases: true, promoDays: 14 }, false],
    [{ signedIn: false, hasPurchases: false, promoDays: null }, false],
    [{ signedIn: false, hasPurchases: false, promoDays: 0 }, false],
  ])('%o → %s', (viewer, expected) => {
    expect(wantsRegisterPrompt(viewer)).toBe(expected)
  })
})
