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

/**
 * What a failed save shows (spec 3 §8 "Email duplicate (HTTP 400 on save)"): a 400 is the duplicate
 * e-mail unless the server's detail names only the name (issue 31: a 65-character name was told "e-mail
 * already used"), which then shows the name's error; the rest goes to the general handler.
 */
export type SaveErrorOutcome =
  { kind: 'duplicate_email' } | { kind: 'field'; field: InfoField } | { kind: 'general' }

export function saveErrorOutcome(error: {
  status: number
  /** The server's detail: a field → message map, or a text naming no field. */
  detail?: string | Readonly<Record<string, unknown>> | undefined
}): SaveErrorOutcome {
  if (error.status !== 400) return { kind: 'general' }
  const detail = typeof error.detail === 'object' ? error.detail : {}
  const fields = Object.keys(detail).map((key) => key.replace(/^body\./, ''))
  // the form sends only e-mails it checked itself: a 400 about the e-mail is the duplicate
  if (fields.length === 0 || fields.includes('email')) return { kind: 'duplicate_email' }
  return fields.includes('first_name') ? { kind: 'field', field: 'first_name' } : { kind: 'general' }
}

/** The text under a field in an error state (its key), kept until the field changes. */
export function fieldErrorKey(field: InfoField, value: string): string {
  if (field === 'email')
    return value.trim() === '' ? 'settings_info_email_required' : 'settings_info_email_invalid'
  return value.trim() === '' ? 'settings_info_name_required' : 'settings_info_name_invalid'
}
