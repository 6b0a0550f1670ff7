import { mainBrandPhoneLength, otpCodeLength } from '@efir/contract/routes'

/**
 * Phone and code validation of spec 3 §5 and the middleware-OTP rule of spec 1 §4/§5. A main-brand
 * provider has no mask: its phone length and code length follow the first digit (contract phone-rules).
 */

/** spec 3 §5: required phone length when the provider gives no mask. */
export const DEFAULT_PHONE_LENGTH = 11
/** spec 3 §5: code length default (phone_otp_length). */
export const DEFAULT_CODE_LENGTH = 6

const isDigit = (c: string) => c >= '0' && c <= '9'

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** The main brand's country code, dropped from a whole international number typed or pasted. */
export const MAIN_BRAND_COUNTRY_CODE = '998'

/**
 * Required length: the mask's placeholders ('#') plus its fixed digits; without a mask 11, or for the
 * main brand 11 when the phone starts with 7 and 9 otherwise.
 */
export function requiredPhoneLength(mask: string | undefined, mainBrand = false, digits = ''): number {
  if (!mask) return mainBrand ? mainBrandPhoneLength(digits) : DEFAULT_PHONE_LENGTH
  const n = [...mask].filter((c) => c === '#' || isDigit(c)).length
  return n > 0 ? n : DEFAULT_PHONE_LENGTH
}

/** The fixed digits a mask starts with ("+7 (###)..." → "7"). */
export function maskPrefix(mask: string | undefined): string {
  if (!mask) return ''
  let prefix = ''
  for (const c of mask) {
    if (c === '#') break
    if (isDigit(c)) prefix += c
  }
  return prefix
}

/**
 * National trunk prefixes dialled instead of the country code (Kazakhstan and Russia: 8 7xx… for
 * +7 7xx…): a whole number pasted in that form means the same phone.
 */
export const TRUNK_PREFIXES: Readonly<Record<string, string>> = { '7': '8' }

/** The mask's text up to its last fixed prefix digit ("+7 (###)..." → "+7"). */
function prefixText(mask: string, prefix: string): string {
  if (!prefix) return ''
  let seen = 0
  for (let i = 0; i < mask.length; i++) {
    if (isDigit(mask.charAt(i)) && ++seen === prefix.length) return mask.slice(0, i + 1)
  }
  return ''
}

/**
 * The phone's digits from what was typed or pasted, always starting with the mask's fixed prefix: the
 * digits after the prefix the field shows (or all of them) are the national number, unless they hold a
 * whole national number behind the country code or the national trunk prefix (7 701 234 56 78 or
 * 8 701 234 56 78, typed digit by digit or pasted), which is then dropped. '' when no local digit is left.
 */
export function normalisePhone(input: string, mask: string | undefined, mainBrand = false): string {
  const digits = digitsOnly(input)
  if (!mask && mainBrand) return normaliseMainBrand(digits)
  const prefix = maskPrefix(mask)
  const required = requiredPhoneLength(mask)
  if (!prefix || !mask) return digits.slice(0, required)
  // The field shows the prefix when the input starts with the mask's prefix text followed by nothing or
  // by a mask separator: "7 (700" shows it, "7001234567" (a local number starting with 7) does not.
  const shown = prefixText(mask, prefix)
  const trimmed = input.trimStart()
  const next = trimmed.charAt(shown.length)
  const shownPrefix = trimmed.startsWith(shown) && (next === '' || !isDigit(next))
  const local = nationalNumber(shownPrefix ? digits.slice(prefix.length) : digits, required - prefix.length, [
    prefix,
    TRUNK_PREFIXES[prefix],
  ])
  return local ? prefix + local : ''
}

/**
 * The national number of `length` digits from `typed`: a lead (country code, trunk prefix) before a whole
 * national number is dropped; while typed digits start with a lead and may still become one (issue 31:
 * "8705…" and "7705…" typed digit by digit), the digits beyond `length` are kept; otherwise cut.
 */
function nationalNumber(typed: string, length: number, leads: readonly (string | undefined)[]): string {
  let room = 0
  for (const lead of leads) {
    if (!lead || !typed.startsWith(lead)) continue
    if (typed.length >= length + lead.length) return typed.slice(lead.length, lead.length + length)
    room = Math.max(room, lead.length)
  }
  return typed.slice(0, length + room)
}

/**
 * The main brand (no mask): a whole number with the country code (+998 90 123 45 67) or, for a number
 * starting with 7, with the trunk prefix (8 701 234 56 78) is the number meant, typed digit by digit or
 * pasted; otherwise cut to the length its first digit asks.
 */
function normaliseMainBrand(digits: string): string {
  const trunk = TRUNK_PREFIXES['7'] ?? ''
  const kazakh = mainBrandPhoneLength('7')
  // 8 7…: a Kazakh number behind the trunk prefix (an Uzbek 8… number has nine digits and no 7 next);
  // 998…: the country code, or a local 99 8… number when nine digits are all there are
  if (digits.startsWith(trunk + '7'))
    return digits.length > kazakh - 1 ? '7' + digits.slice(trunk.length, trunk.length + kazakh - 1) : digits
  const code = MAIN_BRAND_COUNTRY_CODE
  const local = mainBrandPhoneLength('9')
  if (digits.startsWith(code))
    return digits.length >= code.length + local ? digits.slice(code.length, code.length + local) : digits
  return digits.slice(0, mainBrandPhoneLength(digits))
}

/** Shows digits through the mask as typed: "77001" with "+7 (###) ###-##-##" → "+7 (700) 1". */
export function formatPhone(digits: string, mask: string | undefined): string {
  if (!mask) return digits
  let out = ''
  let i = 0
  for (const c of mask) {
    if (i >= digits.length) break
    if (c === '#' || isDigit(c)) out += digits[i++]
    else out += c
  }
  return out + digits.slice(i)
}

export type PhoneError = 'required' | 'error_wrong_phone'

/** spec 3 §5: digits only; length must match the mask (default 11). Returns the i18n key of the error. */
export function validatePhone(
  digits: string,
  mask: string | undefined,
  mainBrand = false,
): PhoneError | undefined {
  if (!digits) return 'required'
  if (!/^\d+$/.test(digits) || digits.length !== requiredPhoneLength(mask, mainBrand, digits))
    return 'error_wrong_phone'
  return undefined
}

/**
 * spec 3 §5: code length from the provider's phone_otp_length (the main brand's: by the phone's first
 * digit), default 6; the send-code answer's code_length wins (a viewer of another provider gets that
 * provider's code).
 */
export function codeLength(
  provider: { phone_otp_length: number; main_brand: boolean } | null | undefined,
  phone: string,
  answered?: number,
): number {
  if (answered !== undefined && answered > 0) return answered
  return provider ? otpCodeLength(provider, phone) : DEFAULT_CODE_LENGTH
}

/** A code is complete (and auto-submitted) when it has exactly the required number of digits. */
export function isCodeComplete(code: string, length: number): boolean {
  return code.length === length && /^\d+$/.test(code)
}

/** spec 1 §4/§5: a middleware-OTP provider sends phones starting with 7 to the middleware flow. */
export function usesMiddlewareOtp(
  provider: { middleware_otp?: boolean } | null | undefined,
  phone: string,
): boolean {
  return Boolean(provider?.middleware_otp) && phone.startsWith('7')
}

/** spec 3 §5: the hidden honeypot name field must stay empty (bots fill it). */
export function isHoneypotClean(value: string): boolean {
  return value === ''
}
