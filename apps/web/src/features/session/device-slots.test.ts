import { describe, expect, it } from 'vitest'
import { isDeviceLimitError, pickDeviceToFree } from './device-slots'

const d = (id: number, login_at: string, is_current = false) => ({ id, login_at, is_current })

describe('device slots (spec 1 §4)', () => {
  it('picks the oldest device by login_at', () => {
    expect(
      pickDeviceToFree([
        d(1, '2025-03-01T00:00:00Z'),
        d(2, '2024-01-01T00:00:00Z'),
        d(3, '2025-01-01T00:00:00Z'),
      ]),
    ).toBe(2)
  })
  it('compares instants, not strings (time zones)', () => {
    expect(pickDeviceToFree([d(1, '2025-01-01T01:00:00+03:00'), d(2, '2024-12-31T23:00:00Z')])).toBe(1)
  })
  it('never frees the current device; ties go to the lower id', () => {
    expect(
      pickDeviceToFree([
        d(1, '2020-01-01T00:00:00Z', true),
        d(5, '2024-01-01T00:00:00Z'),
        d(4, '2024-01-01T00:00:00Z'),
      ]),
    ).toBe(4)
  })
  it('nothing to free', () => {
    expect(pickDeviceToFree([])).toBeUndefined()
    expect(pickDeviceToFree([d(1, '2020-01-01T00:00:00Z', true)])).toBeUndefined()
  })
  it('a 400 on registration is the device limit, a malformed request is not', () => {
    expect(isDeviceLimitError({ status: 400, code: 'device_limit' })).toBe(true)
    expect(isDeviceLimitError({ status: 400, code: 'validation_error' })).toBe(false)
    expect(isDeviceLimitError({ status: 403, code: 'device_limit' })).toBe(false)
  })
})
