import { useCallback, useEffect, useRef, useState } from 'react'
import { controlsHideIn, controlsTimings } from './controls-visibility'

/**
 * spec 2 §4: controls show on mouse or touch movement and hide after 5 s without hover unless the
 * settings menu is open or nothing plays; on mobile a touch shows them after 200 ms.
 */
export function useControlsVisibility(opts: { mobile: boolean; settingsOpen: boolean; stopped: boolean }) {
  const timings = controlsTimings(opts.mobile)
  const [hidden, setHidden] = useState(false)
  const [activity, setActivity] = useState(0)
  const [engaged, setEngaged] = useState(false)
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const onActivity = useCallback(() => {
    clearTimeout(showTimer.current)
    const show = () => {
      setHidden(false)
      setActivity(Date.now())
    }
    if (timings.showDelayMs > 0) showTimer.current = setTimeout(show, timings.showDelayMs)
    else show()
  }, [timings.showDelayMs])

  const stays = opts.settingsOpen || opts.stopped || engaged
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
  return { visible: stays || !hidden, onActivity, setEngaged }
}
