import type { Location } from 'react-router'

/** History state of a modal page: the page it is drawn over (spec 3 §2 "Modal pages"). */
export interface BackgroundState {
  backgroundLocation?: Location
}

/** State to pass when linking to a modal page, so it opens over `location` instead of replacing it. */
export function backgroundState(location: Location): BackgroundState {
  const current = location.state as BackgroundState | null
  // Chained modal pages keep the original page underneath.
  return { backgroundLocation: current?.backgroundLocation ?? location }
}

/** The background location stored in a location's state, if any. */
export function backgroundOf(location: Location): Location | undefined {
  return (location.state as BackgroundState | null)?.backgroundLocation
}
