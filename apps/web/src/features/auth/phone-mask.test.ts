import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CODE_LENGTH,
  DEFAULT_PHONE_LENGTH,
  codeLength,
  digitsOnly,
  formatPhone,
  isCodeComplete,
  isHoneypotClean,
  maskPrefix,
  normalisePhone,
  requiredPhoneLength,
  usesMiddlewareOtp,
  validatePhone,
  type PhoneError,
} from './phone-mask'

const KZ = '+7 (###) ###-##-##'

describe('phone mask (spec 3 §5)', () => {
  it('required length = placeholders + fixed digits, default 11', () => {
    expect(DEFAULT_PHONE_LENGTH).toBe(11)
    expect(requiredPhoneLength(KZ)).toBe(11)
    expect(requiredPhoneLength('+998 ## ###-##-##')).toBe(12)
    expect(requiredPhoneLength(undefined)).toBe(11)
    expect(requiredPhoneLength('')).toBe(11)
    expect(requiredPhoneLength('()')).toBe(11)
  })
  it('fixed prefix', () => {
    expect(maskPrefix(KZ)).toBe('7')
    expect(maskPrefix('+998 ## ###')).toBe('998')
    expect(maskPrefix('###')).toBe('')
  })
  it('digits only', () => {
    expect(digitsOnly('+7 (700) 000-00-01')).toBe('77000000001')
  })
  it('normalises typed and pasted input, adding the prefix and cutting to length', () => {
    expect(normalisePhone('+7 (700) 000-00-01', KZ)).toBe('77000000001')
    expect(normalisePhone('8', KZ)).toBe('78')
    expect(normalisePhone('7000000001', KZ)).toBe('77000000001')
    expect(normalisePhone('77000000001', KZ)).toBe('77000000001')
    expect(normalisePhone('7', KZ)).toBe('77')
    // backspacing over the first local digit leaves only the shown prefix: the field empties
    expect(normalisePhone('+7', KZ)).toBe('')
    expect(normalisePhone('+7 (7', KZ)).toBe('77')
    expect(normalisePhone('+998 90', '+998 ## ###-##-##')).toBe('99890')
    expect(normalisePhone('770000000019999', KZ)).toBe('77000000001')
    expect(normalisePhone('', KZ)).toBe('')
    expect(normalisePhone('abc', KZ)).toBe('')
    expect(normalisePhone('123', undefined)).toBe('123')
  })
  it('a whole number typed or pasted with its country code or trunk prefix is the number meant', () => {
    for (const input of [
      '7 701 234 56 78',
      '+77012345678',
      '87012345678',
      '8 (701) 234-56-78',
      '+7 701 234 56 78',
    ])
      expect(normalisePhone(input, KZ), input).toBe('77012345678')
    // a local number starting with 8 is a local number
    expect(normalisePhone('8701234567', KZ)).toBe('78701234567')
    expect(normalisePhone('+7 (870) 123-45-67', KZ)).toBe('78701234567')
    // a whole number behind a lead reads as the number meant, typed digit by digit as much as pasted: an
    // eleventh digit after a local 7… number makes the first 7 the country code (issue 31)
    expect(normalisePhone('+7 (700) 000-00-019', KZ)).toBe('70000000019')
  })
  it.each([
    // issue 31: "8705…" became +7 (870)…, "7705…" +7 (770)…, "+998…" on the main brand 998901234
    [KZ, '87051234567', '77051234567'],
    [KZ, '77051234567', '77051234567'],
    [KZ, '+77051234567', '77051234567'],
    [KZ, '7051234567', '77051234567'],
    [KZ, '7011234567', '77011234567'],
    [KZ, '8121234567', '78121234567'],
    [undefined, '+998901234567', '901234567'],
    [undefined, '998901234567', '901234567'],
    [undefined, '998123456', '998123456'],
    [undefined, '87012345678', '77012345678'],
    [undefined, '881234567', '881234567'],
  ])('typed key by key into the field (mask %s): %s is %s', (mask, keys, phone) => {
    // what the field does: each key lands at the end of what it shows, which is then read and shown again
    const mainBrand = mask === undefined
    let digits = ''
    for (const key of keys) digits = normalisePhone(formatPhone(digits, mask) + key, mask, mainBrand)
    expect(digits).toBe(phone)
    expect(validatePhone(digits, mask, mainBrand)).toBeUndefined()
  })

  it('tells a shown prefix from a local number starting with the same digit (mask without "+")', () => {
    const plain = '7 (###) ###-##-##'
    expect(normalisePhone('7001234567', plain)).toBe('77001234567')
    expect(normalisePhone('7 (700) 123-45-67', plain)).toBe('77001234567')
    expect(normalisePhone('7 (7', plain)).toBe('77')
    expect(normalisePhone('7 ', plain)).toBe('')
    expect(normalisePhone('77001234567', plain)).toBe('77001234567')
  })
  it('formats as typed, never ending on a literal', () => {
    expect(formatPhone('7', KZ)).toBe('+7')
    expect(formatPhone('77', KZ)).toBe('+7 (7')
    expect(formatPhone('7700', KZ)).toBe('+7 (700')
    expect(formatPhone('77001', KZ)).toBe('+7 (700) 1')
    expect(formatPhone('77000000001', KZ)).toBe('+7 (700) 000-00-01')
    expect(formatPhone('12345', undefined)).toBe('12345')
    expect(formatPhone('', KZ)).toBe('')
  })
  it('validation: Required, error_wrong_phone, ok', () => {
    expect(validatePhone('', KZ)).toBe('required')
    expect(validatePhone('7700', KZ)).toBe('error_wrong_phone')
    expect(validatePhone('77000000001', KZ)).toBeUndefined()
    expect(validatePhone('7700000000a', KZ)).toBe('error_wrong_phone')
    expect(validatePhone('12345678901', undefined)).toBeUndefined()
  })
  it('code length from phone_otp_length, default 6', () => {
    expect(DEFAULT_CODE_LENGTH).toBe(6)
    const masked = (length: number) => ({ phone_otp_length: length, main_brand: false })
    expect(codeLength(masked(4), '77000000001')).toBe(4)
    expect(codeLength(null, '77000000001')).toBe(6)
    // the send-code answer's length wins: a viewer of a provider with 4-digit codes on a 6-digit client
    expect(codeLength(masked(6), '77000000001', 4)).toBe(4)
    expect(codeLength(masked(4), '77000000001', 0)).toBe(4)
    expect(isCodeComplete('1234', 4)).toBe(true)
    expect(isCodeComplete('123', 4)).toBe(false)
    expect(isCodeComplete('12a4', 4)).toBe(false)
  })
  it('main brand (spec 3 §5): 11 digits starting with 7, else 9; code 4 or 8 by the first digit', () => {
    const main = { phone_otp_length: 6, main_brand: true }
    const table: [typed: string, phone: string, problem: PhoneError | undefined, code: number][] = [
      ['901234567', '901234567', undefined, 8],
      ['+998 90 123 45 67', '901234567', undefined, 8],
      ['90 123 45 6', '90123456', 'error_wrong_phone', 8],
      ['9012345678', '901234567', undefined, 8],
      ['77012345678', '77012345678', undefined, 4],
      ['+7 701 234 56 78', '77012345678', undefined, 4],
      ['87012345678', '77012345678', undefined, 4],
      ['7701234567', '7701234567', 'error_wrong_phone', 4],
      ['881234567', '881234567', undefined, 8],
    ]
    for (const [typed, phone, problem, code] of table) {
      expect(normalisePhone(typed, '', true), typed).toBe(phone)
      expect(validatePhone(phone, '', true), typed).toBe(problem)
      expect(codeLength(main, phone), typed).toBe(code)
    }
    // without the flag an unmasked provider keeps the default 11 digits
    expect(validatePhone('901234567', '')).toBe('error_wrong_phone')
  })
  it('middleware OTP only for a middleware provider and a phone starting with 7 (spec 1 §5)', () => {
    expect(usesMiddlewareOtp({ middleware_otp: true }, '77000000001')).toBe(true)
    expect(usesMiddlewareOtp({ middleware_otp: true }, '998901234567')).toBe(false)
    expect(usesMiddlewareOtp({ middleware_otp: false }, '77000000001')).toBe(false)
    expect(usesMiddlewareOtp(undefined, '77000000001')).toBe(false)
  })
  it('the honeypot must stay empty', () => {
    expect(isHoneypotClean('')).toBe(true)
    expect(isHoneypotClean('bot')).toBe(false)
  })
})
