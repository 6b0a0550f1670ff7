import { describe, expect, it } from 'vitest'
import { EMBED_MODALS, embedModalHref, embedPurchaseHref, isEmbedPath, leavesEmbed } from './embed-mode'

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

// issue 30: inside an embed only the channel renders; every way out opens a new window
describe('ways out of an embed', () => {
  const here = { origin: 'https://tv.example', pathname: '/channel_embed/5' }
  it.each([
    ['/', true],
    ['/channels/17/5', true],
    ['https://tv.example/lk', true],
    ['https://partner.example/', true],
    ['/channel_embed/5?ts=1700000000', false],
    ['#main', false],
    ['https://tv.example/channel_embed/5', false],
  ])('%s leaves the embed: %s', (href, expected) => {
    expect(leavesEmbed(href, here)).toBe(expected)
  })
  it('shows the channel’s own modals only; another opens the channel’s app page with it', () => {
    expect([...EMBED_MODALS]).toEqual(['pincode', 'message'])
    expect(embedModalHref('/channel_embed/mir-novostej', 'auth')).toBe('/channels/17/mir-novostej#auth')
    expect(embedModalHref('/vitrina_embed/5', 'refill')).toBe('/#refill')
  })
})
