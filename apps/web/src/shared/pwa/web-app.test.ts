import { describe, expect, it } from 'vitest'
import { appleTouchIconHref, manifestHref } from './web-app'

describe('the brand’s manifest (issue 12)', () => {
  it.each([
    [1, '/manifest.webmanifest?provider=1'],
    ['nord', '/manifest.webmanifest?provider=nord'],
    ['a b&c', '/manifest.webmanifest?provider=a%20b%26c'],
    [null, '/manifest.webmanifest'],
    ['', '/manifest.webmanifest'],
  ])('provider %s: %s', (provider, href) => {
    expect(manifestHref(provider)).toBe(href)
  })
})

describe('the brand’s iOS home-screen icon', () => {
  it.each([
    ['aurora', '/apple-touch-icon.png?provider=aurora'],
    [null, '/apple-touch-icon.png'],
  ])('provider %s: %s', (provider, href) => {
    expect(appleTouchIconHref(provider)).toBe(href)
  })
})
