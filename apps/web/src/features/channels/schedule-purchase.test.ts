import { describe, expect, it } from 'vitest'
import { schedulePurchase } from './schedule-purchase'

describe('schedulePurchase: a programme of a channel not bought (spec 2 §4, issue 31)', () => {
  it.each([
    ['one packet, signed in: its purchase', [{ id: 7 }], true, { kind: 'buy', packetId: 7 }],
    [
      'one packet, a guest: its purchase (which signs in first)',
      [{ id: 7 }],
      false,
      { kind: 'buy', packetId: 7 },
    ],
    ['several, signed in: the channel’s packet list', [{ id: 7 }, { id: 8 }], true, { kind: 'choose' }],
    ['several, a guest: sign in first', [{ id: 7 }, { id: 8 }], false, { kind: 'sign-in' }],
    ['none: channel_soon', [], true, { kind: 'soon' }],
    ['not fetched yet', undefined, false, { kind: 'wait' }],
  ] as const)('%s', (_name, packets, signedIn, expected) => {
    expect(schedulePurchase(packets, signedIn)).toEqual(expected)
  })
})
