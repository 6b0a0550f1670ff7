import type { User } from '@efir/contract'

// Who compares the parental PIN (issue 10). efir's server keeps only a hash and checks the PIN itself
// (POST users/self/parental_code/check, locked after 5 wrong in 15 minutes like the OTP code): the
// browser never has the PIN, so the check cannot be skipped from it. An operator backend that only
// sends spec 1 §3's plain parental_code has no such endpoint: the client then compares the PIN as
// spec 1 §5 says ("the entered code must equal the stored parental code").

type PinFields = Pick<User, 'parental_code'> & { parental_code_set?: boolean | undefined }

export type PinVerifier = { kind: 'server' } | { kind: 'local'; code: string }

/** The server compares unless the user data carries the PIN itself (an operator backend). */
export function pinVerifier(user: PinFields): PinVerifier {
  return typeof user.parental_code === 'string' && user.parental_code !== ''
    ? { kind: 'local', code: user.parental_code }
    : { kind: 'server' }
}

/** Whether a PIN exists: efir's parental_code_set, else a non-empty parental_code (operator backend). */
export function hasPin(user: PinFields): boolean {
  if (typeof user.parental_code_set === 'boolean') return user.parental_code_set
  return typeof user.parental_code === 'string' && user.parental_code !== ''
}

/** spec 1 §5: with a local verifier, the entered code must equal the stored one. */
export function localPinMatches(verifier: Extract<PinVerifier, { kind: 'local' }>, entered: string): boolean {
  return verifier.code === entered
}
