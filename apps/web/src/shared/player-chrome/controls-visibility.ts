/** spec 2 §4 / §9: controls hide after 5000 ms without movement. */
export const CONTROLS_HIDE_MS = 5000
/** spec 2 §4: play/pause animation icons show 500 ms. */
export const PLAY_PAUSE_ANIMATION_MS = 500

/** The timings of the player's controls on this screen. */
export interface ControlsTimings {
  /** Delay from a touch or movement to the controls showing. */
  showDelayMs: number
  /** Idle time after which the controls hide. */
  hideAfterMs: number
  /** Delay of the hide itself (mobile lets a tap on a control land first). */
  hideDelayMs: number
  /** Delay from the settings button to its menu opening. */
  settingsOpenDelayMs: number
}

/** spec 2 §4: on mobile (width ≤ 932) touch shows after 200 ms, settings open after 400 ms, hide delay 200 ms. */
export function controlsTimings(mobile: boolean): ControlsTimings {
  return mobile
    ? { showDelayMs: 200, hideAfterMs: CONTROLS_HIDE_MS, hideDelayMs: 200, settingsOpenDelayMs: 400 }
    : { showDelayMs: 0, hideAfterMs: CONTROLS_HIDE_MS, hideDelayMs: 0, settingsOpenDelayMs: 0 }
}

/** What the controls' visibility depends on. */
export interface ControlsFacts {
  /** ms since the last mouse or touch movement over the player. */
  idleMs: number
  /** The pointer is over the controls bar, or focus is inside the player. */
  engaged: boolean
  settingsOpen: boolean
  /** Nothing plays (paused, error, loading): the controls stay. */
  stopped: boolean
}

/**
 * spec 2 §4: controls show on movement and hide after 5000 ms without hover, unless the settings
 * menu is open. Returns the ms until they should hide, 0 when hidden now, or null when they stay.
 */
export function controlsHideIn(f: ControlsFacts, t: ControlsTimings): number | null {
  if (f.settingsOpen || f.engaged || f.stopped) return null
  return Math.max(0, t.hideAfterMs + t.hideDelayMs - f.idleMs)
}
