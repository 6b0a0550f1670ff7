import { describe, expect, it } from 'vitest'
import { opensWithChannelList } from './live-prefetch'

describe('pages that open with the channel list (their lists are asked as the start-up ends)', () => {
  it.each([
    ['/guide', true],
    ['/channels', true],
    ['/channels/7', true],
    ['/channel/102', true],
    ['/channel_embed/102', true],
    ['/channelsfree', true],
    ['/', false],
    ['/contents/matrica-1', false],
    ['/settings', false],
    ['/guidebook', false],
  ])('%s → %s', (path, expected) => {
    expect(opensWithChannelList(path)).toBe(expected)
  })
})
