/*
 * The info form's rules (spec 3 §5 "Email refuses Cyrillic characters and punycode; must match a
 * standard address pattern, otherwise the field shows an error state (reset after 500 ms) and nothing is
 * sent. First name and email are required in the info form"; §8 "Email duplicate (HTTP 400 on save)").
 */

/** spec 3 §5: the field's error state resets after this. */
export const FIELD_ERROR_RESET_MS = 500

const CYRILLIC = /[\u0400-\u04FF]/
const PUNYCODE = /(^|[@.])xn--/i
// a standard address pattern: local part, @, dotted domain with a 2+ letter top level
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** True when the e-mail may be sent. */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  return email !== '' && !CYRILLIC.test(email) && !PUNYCODE.test(email) && ADDRESS.test(email)
}

export type InfoField = 'first_name' | 'email'

/** The fields in an error state; empty means the form may be sent. */
export function infoFormErrors(form: { first_name: string; email: string }): InfoField[] {
  const errors: InfoField[] = []
  if (form.first_name.trim() === '') errors.push('first_name')
  if (!isValidEmail(form.email)) errors.push('email')
  return errors
}

/** What a failed save shows: a duplicate e-mail (400) is error_duplicate_email; the rest the general handler. */
export function saveErrorOutcome(status: number): 'duplicate_email' | 'general' {
  return status === 400 ? 'duplicate_email' : 'general'
}
