import { describe, expect, it } from 'vitest'
import { embedPurchaseHref, isEmbedPath } from './embed-mode'

describe('embed mode (spec 3 §4 step 1, §6)', () => {
  it.each([
    ['/channel_embed/5', true],
    ['/channel_embed/mir-novostej', true],
    ['/channels/all/5', false],
    ['/packets/3', false],
    ['/', false],
  ])('%s is an embed page: %s', (path, expected) => {
    expect(isEmbedPath(path)).toBe(expected)
  })
  it("a purchase from an embed page goes to the packet's page", () => {
    expect(embedPurchaseHref(12)).toBe('/packets/12')
  })
})
