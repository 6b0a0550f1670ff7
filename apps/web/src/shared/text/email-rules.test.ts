import { describe, expect, it } from 'vitest'
import { fieldErrorKey, infoFormErrors, isValidEmail, saveErrorOutcome } from './email-rules'

describe('isValidEmail (spec 3 §5)', () => {
  it.each([
    ['viewer@example.com', true],
    ['first.last+tv@mail.example.kz', true],
    ['  viewer@example.com  ', true],
    ['иван@example.com', false],
    ['ivan@пример.рф', false],
    ['ivan@xn--e1afmkfd.xn--p1ai', false],
    ['xn--80ak6aa92e@example.com', false],
    ['ivan@example', false],
    ['ivan@', false],
    ['@example.com', false],
    ['ivan example@example.com', false],
    ['', false],
  ])('%s → %s', (email, ok) => expect(isValidEmail(email)).toBe(ok))
})

describe('infoFormErrors: first name and e-mail are required', () => {
  it('names every field in an error state', () => {
    expect(infoFormErrors({ first_name: 'Ира', email: 'ira@example.com' })).toEqual([])
    expect(infoFormErrors({ first_name: '  ', email: 'ira@example.com' })).toEqual(['first_name'])
    expect(infoFormErrors({ first_name: '', email: 'ира@пример.рф' })).toEqual(['first_name', 'email'])
  })
})

describe('saveErrorOutcome (spec 3 §8 "Email duplicate (HTTP 400 on save)")', () => {
  it.each([
    [400, undefined, { kind: 'duplicate_email' }],
    [400, 'a text naming no field', { kind: 'duplicate_email' }],
    // issue 31: a 65-character name was told "this e-mail is already used"
    [
      400,
      { 'body.first_name': 'Too big: expected string to have <=64 characters' },
      { kind: 'field', field: 'first_name' },
    ],
    [400, { 'body.email': 'Этот e-mail уже используется' }, { kind: 'duplicate_email' }],
    [400, { 'body.timezone': 'too long' }, { kind: 'general' }],
    [500, undefined, { kind: 'general' }],
    [0, undefined, { kind: 'general' }],
  ])('%i with %j → %j', (status, detail, outcome) => {
    expect(saveErrorOutcome({ status, detail })).toEqual(outcome)
  })
})

describe('fieldErrorKey: the text under a field in an error state', () => {
  it.each([
    ['first_name', '  ', 'settings_info_name_required'],
    ['first_name', 'Ира', 'settings_info_name_invalid'],
    ['email', '', 'settings_info_email_required'],
    ['email', 'ира@пример.рф', 'settings_info_email_invalid'],
  ] as const)('%s = %j → %s', (field, value, key) => expect(fieldErrorKey(field, value)).toBe(key))
})
