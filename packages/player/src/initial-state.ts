import { DEFAULT_VOLUME } from './constants'
import type { PlayerState } from './types'

/** The state of a controller that has loaded nothing. */
export function initialPlayerState(overrides: Partial<PlayerState> = {}): PlayerState {
  return {
    status: 'idle',
    source: null,
    url: null,
    engine: null,
    live: false,
    liveEdge: false,
    canSeek: false,
    currentTime: 0,
    duration: NaN,
    seekableStart: 0,
    seekableEnd: 0,
    programDateTime: null,
    buffered: 0,
    volume: DEFAULT_VOLUME,
    muted: false,
    rate: 1,
    levels: [],
    level: 'auto',
    playingLevel: null,
    audioTracks: [],
    audioTrack: null,
    textTracks: [],
    textTrack: null,
    errorState: 0,
    errorCount: 0,
    error: null,
    codecError: false,
    videoError: false,
    connectionRetry: false,
    offline: false,
    offlineLong: false,
    packshot: null,
    poster: null,
    lastZapMs: null,
    ...overrides,
  }
}
