import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { controlsHideIn, controlsTimings } from './controls-visibility'

/**
 * spec 2 §4: controls show on mouse or touch movement and hide after 5 s without hover unless the
 * settings menu is open or nothing plays; on mobile a touch shows them after 200 ms and a tap on the
 * video hides them after 200 ms.
 */
export function useControlsVisibility(opts: { mobile: boolean; settingsOpen: boolean; stopped: boolean }) {
  const timings = controlsTimings(opts.mobile)
  const [hidden, setHidden] = useState(false)
  const [activity, setActivity] = useState(0)
  const [engaged, setEngaged] = useState(false)
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const stays = opts.settingsOpen || opts.stopped || engaged
  const visible = stays || !hidden
  const visibleRef = useRef(visible)
  const staysRef = useRef(stays)
  // in the commit, not after the paint: a tap read the controls as still shown when it came between
  // their hiding and a passive effect a busy phone ran late, and hid them instead of showing them
  useLayoutEffect(() => {
    visibleRef.current = visible
    staysRef.current = stays
  })

  const show = useCallback(() => {
    setHidden(false)
    setActivity(Date.now())
  }, [])

  const onActivity = useCallback(() => {
    clearTimeout(showTimer.current)
    if (timings.showDelayMs > 0) showTimer.current = setTimeout(show, timings.showDelayMs)
    else show()
  }, [timings.showDelayMs, show])

  /**
   * A tap on the video (not on a control): hidden controls show after 200 ms, shown ones hide after
   * 200 ms. Controls that show only because they stay (a stall, the settings menu) cannot hide: the tap
   * shows them for good, so they do not vanish the moment playback resumes (a tap was lost there).
   */
  const onTap = useCallback(() => {
    clearTimeout(showTimer.current)
    if (!visibleRef.current || staysRef.current) {
      showTimer.current = setTimeout(show, timings.showDelayMs)
    } else {
      showTimer.current = setTimeout(() => setHidden(true), timings.hideDelayMs)
    }
  }, [timings.showDelayMs, timings.hideDelayMs, show])

  /** The tap became a double tap (a skip): its pending show or hide is dropped. */
  const cancelTap = useCallback(() => clearTimeout(showTimer.current), [])

  useEffect(() => {
    const hideIn = controlsHideIn(
      { idleMs: Date.now() - activity, engaged, settingsOpen: opts.settingsOpen, stopped: opts.stopped },
      timings,
    )
    if (hideIn === null) return
    const timer = setTimeout(() => setHidden(true), hideIn)
    return () => clearTimeout(timer)
  }, [activity, engaged, opts.settingsOpen, opts.stopped, timings])

  useEffect(() => () => clearTimeout(showTimer.current), [])
  return { visible, onActivity, onTap, cancelTap, setEngaged }
}
