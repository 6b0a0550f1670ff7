import { vi } from 'vitest'
import { decidePlayPause, initialPlayerState, type PlayerState } from '@efir/player'

/** A controller double: the real state shape, commands recorded. */
export class FakeController {
  state: PlayerState = initialPlayerState()
  listeners = new Set<(s: PlayerState) => void>()
  load = vi.fn((source: PlayerState['source']) => {
    this.set({ source, status: 'playing', live: source?.kind === 'hls' ? source.live : false, url: 'u' })
    return Promise.resolve()
  })
  preload = vi.fn()
  retry = vi.fn(() => Promise.resolve())
  seek = vi.fn()
  setVolume = vi.fn((volume: number) => this.set({ volume }))
  setMuted = vi.fn((muted: boolean) => this.set({ muted }))
  setRate = vi.fn()
  setBlackout = vi.fn((blackout: boolean) => this.set({ blackout }))
  setAudioTrack = vi.fn()
  setTextTrack = vi.fn()
  setNativeSubtitles = vi.fn()
  setLevel = vi.fn()
  play = vi.fn()
  pause = vi.fn()
  destroy = vi.fn()
  attachListener = () => () => undefined
  getState = () => this.state
  subscribe = (fn: (s: PlayerState) => void) => {
    this.listeners.add(fn)
    return () => void this.listeners.delete(fn)
  }
  togglePlay = (o: { hasArchive?: boolean } = {}) =>
    decidePlayPause({
      playing: this.state.status === 'playing',
      live: this.state.live,
      hasArchive: o.hasArchive ?? true,
      errorCount: 0,
    })
  set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch }
    this.listeners.forEach((fn) => fn(this.state))
  }
}
