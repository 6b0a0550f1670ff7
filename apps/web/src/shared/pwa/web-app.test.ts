import { describe, expect, it } from 'vitest'
import { manifestHref } from './web-app'

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
