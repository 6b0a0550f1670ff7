import type { PlayerState } from '@efir/player'

/**
 * What a player says while its picture stands still without an error (issue 31: the film player showed
 * nothing during a 30 s stall; both players now say the same): the connection is away (spec 2 §4
 * "Offline": the core reloads by itself), or the picture waits for data (buffering). Errors and a cut
 * longer than the retries (offlineLong, videoError) are the players' alerts with Retry, not a stall.
 */
export type Stall = 'offline' | 'waiting' | null

export function stallOf(
  state: Pick<PlayerState, 'status' | 'error' | 'offline' | 'offlineLong' | 'videoError'>,
): Stall {
  if (state.status === 'error' || state.error || state.offlineLong || state.videoError) return null
  if (state.offline) return 'offline'
  return state.status === 'waiting' ? 'waiting' : null
}
