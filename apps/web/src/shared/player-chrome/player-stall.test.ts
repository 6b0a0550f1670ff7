import { describe, expect, it } from 'vitest'
import { initialPlayerState, type PlayerState } from '@efir/player'
import { stallOf, type Stall } from './player-stall'

const state = (patch: Partial<PlayerState>): PlayerState => initialPlayerState(patch)
const drm: PlayerState['error'] = { kind: 'drm', details: 'license' }

describe('a stalled picture (issue 31: both players say the same)', () => {
  it.each<[string, Partial<PlayerState>, Stall]>([
    ['playing', { status: 'playing' }, null],
    ['buffering', { status: 'waiting' }, 'waiting'],
    ['the connection away', { status: 'waiting', offline: true }, 'offline'],
    ['away while paused', { status: 'paused', offline: true }, 'offline'],
    ['away longer than the retries: the alert with Retry', { offline: true, offlineLong: true }, null],
    ['over 5 stall errors: the alert with Retry', { status: 'waiting', videoError: true }, null],
    ['an error', { status: 'error', error: drm }, null],
    ['paused', { status: 'paused' }, null],
  ])('%s', (_, patch, stall) => {
    expect(stallOf(state(patch))).toBe(stall)
  })
})
