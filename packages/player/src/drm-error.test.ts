import { describe, expect, it } from 'vitest'
import { describeDrmError, parseLicenceAnswer } from './drm-error'

/** shaka's licence failure: 6007 LICENSE_REQUEST_FAILED wrapping 1001 BAD_HTTP_STATUS [uri, status, text]. */
const licenceFailure = (status: number, body: string) => ({
  severity: 2,
  category: 6,
  code: 6007,
  message: 'Shaka Error 6007',
  data: [{ severity: 2, category: 1, code: 1001, data: ['https://lic/x', status, body, {}, 2] }],
})

describe('parseLicenceAnswer', () => {
  it.each([
    ['{"code":8002,"message":"Subscription expired"}', { code: 8002, message: 'Subscription expired' }],
    ['{"error":{"code":8002,"message":"Device limit"}}', { code: 8002, message: 'Device limit' }],
    ['{"error_code":8002,"error_message":"No rights"}', { code: 8002, message: 'No rights' }],
    ['8002: Licence denied', { code: 8002, message: 'Licence denied' }],
    ['<html>oops</html>', null],
    ['{"code":"x","message":"m"}', null],
    ['', null],
  ])('%s', (body, out) => expect(parseLicenceAnswer(body)).toEqual(out))
})

describe('describeDrmError (spec 2 §8 "DRM error")', () => {
  it('code 8002 in the licence answer: its parsed message and code', () => {
    expect(describeDrmError(licenceFailure(403, '{"code":8002,"message":"Subscription expired"}'))).toEqual({
      code: 8002,
      message: 'Subscription expired',
    })
  })
  it('an answer without its own code: shaka code, name and HTTP status', () => {
    expect(describeDrmError(licenceFailure(500, ''))).toEqual({
      code: 6007,
      message: 'LICENSE_REQUEST_FAILED, HTTP 500',
    })
  })
  it('a start-up error with its own message keeps it', () => {
    expect(describeDrmError({ code: 4242, message: 'no playable DRM stream' })).toEqual({
      code: 4242,
      message: 'no playable DRM stream',
    })
  })
  it('anything else still gives a code and a message', () => {
    expect(describeDrmError(undefined)).toEqual({ code: 0, message: 'undefined' })
  })
})
