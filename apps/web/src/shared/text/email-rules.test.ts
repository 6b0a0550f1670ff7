import { describe, expect, it } from 'vitest'
import { infoFormErrors, isValidEmail, saveErrorOutcome } from './email-rules'

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
  it('400 is the duplicate e-mail, the rest the general handler', () => {
    expect(saveErrorOutcome(400)).toBe('duplicate_email')
    expect(saveErrorOutcome(500)).toBe('general')
    expect(saveErrorOutcome(0)).toBe('general')
  })
})
