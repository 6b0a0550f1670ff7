import { describe, expect, it } from 'vitest'
import { isWebView } from './web-view'

describe('isWebView', () => {
  it('web views', () => {
    expect(isWebView('Mozilla/5.0 (Linux; Android 12; wv) AppleWebKit/537.36')).toBe(true)
    expect(isWebView('Mozilla/5.0 (iPhone; CPU iPhone OS 16_0) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      true,
    )
    expect(
      isWebView('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/16.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false)
    expect(isWebView('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe(false)
  })
})
