import { describe, expect, it } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import { authErrorText } from './auth-errors'

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${JSON.stringify(o)}` : key)
const err = (p: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, code: 'x', message: '', endpointId: 'e', ...p })

describe('auth error texts (spec 1 §8)', () => {
  it('no response → error_video_download', () => {
    expect(authErrorText(err({ status: 0 }), 'password', t)).toBe('error_video_download')
  })
  it('a wrong code → error_wrong_code', () => {
    expect(authErrorText(err({ code: 'wrong_code', message: 'Wrong' }), 'check-code', t)).toBe(
      'error_wrong_code',
    )
  })
  it('other code errors show the server message', () => {
    expect(authErrorText(err({ code: 'code_expired', message: 'Expired' }), 'check-code', t)).toBe('Expired')
  })
  it('429 shows too_many_requests with the minutes to wait, or the server message when the wait is unknown', () => {
    expect(authErrorText(err({ status: 429, message: 'Wait 15 min' }), 'send-code', t)).toBe('Wait 15 min')
    expect(authErrorText(err({ status: 429, message: 'Wait', retryAfter: 600 }), 'send-code', t)).toBe(
      'too_many_requests:{"minutes":10}',
    )
    expect(authErrorText(err({ status: 429, retryAfter: 61 }), 'check-code', t)).toBe(
      'too_many_requests:{"minutes":2}',
    )
  })
  it('send-code 403 appends country and IP', () => {
    expect(
      authErrorText(
        err({ status: 403, message: 'Forbidden', country: 'XX', remote: '1.2.3.4' }),
        'send-code',
        t,
      ),
    ).toBe('Forbidden (geo_country:{"country":"XX"}, geo_remote:{"remote":"1.2.3.4"})')
  })
  it('password: the detail is shown as the auth error', () => {
    expect(
      authErrorText(
        err({ status: 401, message: 'Auth failed', detail: 'Wrong login or password' }),
        'password',
        t,
      ),
    ).toBe('Wrong login or password')
    expect(authErrorText(err({ status: 401, message: 'Auth failed' }), 'password', t)).toBe('Auth failed')
  })
  it('removing a device failed → error_too_many_devices', () => {
    expect(authErrorText(err({ code: 'too_many_devices' }), 'password', t)).toBe('error_too_many_devices')
  })
  it('no message → error + status; non-API errors → error', () => {
    expect(authErrorText(err({ status: 500 }), 'middleware', t)).toBe('error 500')
    expect(authErrorText(new Error('x'), 'middleware', t)).toBe('error')
  })
})
