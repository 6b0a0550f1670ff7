import { CancelledError } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { isUnhandledError } from './unhandled-errors'

const api = (status: number, code: string) => new ApiError({ status, code, message: 'm', endpointId: 'x' })

describe('which failures reach the generic error dialog (spec 1 §8)', () => {
  it.each([
    ['a server validation error', api(400, 'validation_error'), true],
    ['a missing entity', api(404, 'not_found'), true],
    ['a server failure', api(500, 'internal_error'), true],
    ['no answer at all', api(0, 'network_error'), true],
    ['a client bug', new TypeError('x is undefined'), true],
    ['a 401 (the session re-authorises)', api(401, 'whatever'), false],
    ['authentication_failed with another status', api(403, 'authentication_failed'), false],
    ['authorization_required (no token yet)', api(401, 'authorization_required'), false],
    ['an aborted fetch', new DOMException('aborted', 'AbortError'), false],
    ['a cancelled query', new CancelledError(), false],
  ])('%s: %s', (_name, error, shown) => {
    expect(isUnhandledError(error, undefined)).toBe(shown)
  })

  it('a query or mutation that shows its own errors is left alone', () => {
    expect(isUnhandledError(api(400, 'validation_error'), { handlesErrors: true })).toBe(false)
    expect(isUnhandledError(api(400, 'validation_error'), { handlesErrors: false })).toBe(true)
    expect(isUnhandledError(api(400, 'validation_error'), {})).toBe(true)
  })
})
