/**
 * spec 3 §5, the main brand's phone and code rules, shared by the client (validation, code field) and
 * the server (the length of the code it sends). A main-brand provider has no phone mask: a phone starting
 * with 7 is a whole Kazakh number (11 digits, default), any other is a 9-digit local number; the code has
 * 4 or 8 digits by that first digit. The spec does not say which first digit gets which code length; we
 * chose 4 for 7 (the length the +7 operators of the demo already use) and 8 for the others.
 */
export const MAIN_BRAND_RULES = {
  byFirstDigit: { '7': { phoneLength: 11, codeLength: 4 } },
  otherwise: { phoneLength: 9, codeLength: 8 },
} as const

function rulesFor(phone: string) {
  return phone.startsWith('7') ? MAIN_BRAND_RULES.byFirstDigit['7'] : MAIN_BRAND_RULES.otherwise
}

/** Digits a main-brand phone must have, by its first digit. */
export function mainBrandPhoneLength(phone: string): number {
  return rulesFor(phone).phoneLength
}

/** Digits of the code sent to a main-brand phone, by its first digit. */
export function mainBrandCodeLength(phone: string): number {
  return rulesFor(phone).codeLength
}

/** The code length a provider's viewer gets: the main brand's rule or the provider's phone_otp_length. */
export function otpCodeLength(
  provider: { main_brand: boolean; phone_otp_length: number },
  phone: string,
): number {
  return provider.main_brand ? mainBrandCodeLength(phone) : provider.phone_otp_length
}
