import { useEffect, useMemo } from 'react'
import { trackEvent } from './analytics'
import { HoverTracker, isPointerDevice, type HoverKind } from './hover-analytics'

/**
 * spec 2 §2 "Hover or focus on a channel card sends analytics after 500 ms (100 ms for channels)",
 * pointer devices only (spec 3). Spread the handlers on the card's focusable element.
 */
export function useHoverAnalytics(kind: HoverKind, id: number) {
  const tracker = useMemo(
    () =>
      new HoverTracker(kind, () =>
        trackEvent('hover', { type: kind, value: id, page: window.location.pathname }),
      ),
    [kind, id],
  )
  useEffect(() => () => tracker.leave(), [tracker])
  return useMemo(() => {
    const enter = () => {
      if (isPointerDevice(window.matchMedia?.bind(window))) tracker.enter()
    }
    const leave = () => tracker.leave()
    return { onPointerEnter: enter, onPointerLeave: leave, onFocus: enter, onBlur: leave }
  }, [tracker])
}
