import { describe, expect, it } from 'vitest'
import { hasPin, localPinMatches, pinVerifier } from './pin-verification'

describe('who compares the PIN (issue 10)', () => {
  it.each<[string, Parameters<typeof pinVerifier>[0], string]>([
    ["efir's server: a hash only, the server compares", { parental_code_set: true }, 'server'],
    ['no PIN at all: the server (it answers no_pin_set)', { parental_code_set: false }, 'server'],
    ['an operator backend sending parental_code: the client compares', { parental_code: '1234' }, 'local'],
    ['an empty parental_code is no PIN', { parental_code: '' }, 'server'],
  ])('%s', (_name, user, kind) => {
    expect(pinVerifier(user).kind).toBe(kind)
  })
  it('a PIN exists by parental_code_set, else by a non-empty parental_code', () => {
    expect(hasPin({ parental_code_set: true })).toBe(true)
    expect(hasPin({ parental_code_set: false, parental_code: '1234' })).toBe(false)
    expect(hasPin({ parental_code: '1234' })).toBe(true)
    expect(hasPin({ parental_code: '' })).toBe(false)
    expect(hasPin({})).toBe(false)
  })
  it('spec 1 §5: the entered code must equal the stored one', () => {
    expect(localPinMatches({ kind: 'local', code: '1234' }, '1234')).toBe(true)
    expect(localPinMatches({ kind: 'local', code: '1234' }, '4321')).toBe(false)
  })
})
