import { describe, expect, it } from 'vitest'
import { describeDevice, detectDeviceType } from './device-info'

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1'
const ANDROID_TAB = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36'
const TIZEN = 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 Safari/537.36'

describe('device registration data (spec 1 §3)', () => {
  it.each([
    [CHROME_LINUX, 'pc'],
    [IPHONE, 'phone'],
    [IPAD, 'tablet'],
    [ANDROID_TAB, 'tablet'],
    [TIZEN, 'tv'],
  ])('device type of %s', (ua, type) => {
    expect(detectDeviceType(ua)).toBe(type)
  })
  it('web application, version 188, the serial and OS', () => {
    expect(describeDevice(IPHONE, 'abcdef0123456789')).toEqual({
      device_type: 'phone',
      vendor: 'Apple',
      model: 'Safari',
      version: '188',
      os_name: 'iOS',
      os_version: '17.4',
      application_type: 'web',
      serial: 'abcdef0123456789',
    })
  })
  it('a webview appends a suffix to the model', () => {
    expect(describeDevice(CHROME_LINUX, 'abcdef0123456789', true).model).toBe('Chrome webview')
  })
})
