// What the controller's parts (engine starts, error handling, video binding) share: the video, the
// state, the engines and a few controller actions. Internal to the package.
import type { Engines } from './engines'
import type { StateStore } from './store'
import type { PlayerError, PlayerEvent, PlayerState } from './types'

/** The controller as its internal modules see it. */
export interface EngineContext {
  readonly video: HTMLVideoElement | null
  readonly store: StateStore<PlayerState>
  readonly engines: Engines
  /** The load `seq` is still the current one (a newer load() or destroy() cancels older work). */
  isCurrent(seq: number): boolean
  /** Stops with `error` (the state's error and an 'error' event); `destroy` drops the engines. */
  fail(error: PlayerError, extra?: Partial<PlayerState>, destroy?: boolean): void
  /** play() on the video; an autoplay refusal shows paused with the play button. */
  playVideo(): void
  /** Reports the first rendered frame of load `seq` on `video` (zap timing). */
  watchFirstFrame(video: HTMLVideoElement, seq: number): void
  emit(event: PlayerEvent): void
}
