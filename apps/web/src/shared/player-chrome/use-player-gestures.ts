import { useCallback, useEffect, useRef, useState, type Touch, type TouchEvent, type TouchList } from 'react'
import { SKIP_SECONDS } from '@efir/player'
import {
  DOUBLE_TAP_MS,
  DoubleTapDetector,
  PINCH_RESET_MS,
  TAP_SLOP_PX,
  pinchZoom,
  tapZone,
  type TapZone,
} from './gestures'

interface Options {
  /** Archive playback: double taps skip (spec 2 §4 "Skip (archive mode only)"). */
  canSkip: boolean
  skip: (direction: 1 | -1) => void
  /** A plain tap on the video: show or hide the controls (after their mobile delays). */
  onTap: () => void
  /** The tap turned into a double tap: drop its pending show or hide. */
  cancelTap: () => void
}

/** Touches on these (inside the player) are the controls' own, never gestures. */
const CONTROL_SELECTOR = 'button, input, a, [role="group"], [data-player-controls]'

/** The touch landed on a control of the player (the player itself may sit inside a dialog). */
function onControl(target: EventTarget, player: HTMLElement): boolean {
  const hit = target instanceof Element ? target.closest(CONTROL_SELECTOR) : null
  return hit !== null && hit !== player && player.contains(hit)
}

const gap = (a: Touch | undefined, b: Touch | undefined): number | null =>
  a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : null
const distance = (touches: TouchList): number => gap(touches[0], touches[1]) ?? 0

/** Where on the player a touch is. */
function zoneOf(touch: Touch, player: HTMLElement): TapZone {
  const box = player.getBoundingClientRect()
  return tapZone(touch.clientX - box.left, touch.clientY - box.top, box.width, box.height)
}

const landscape = () => window.innerWidth > window.innerHeight

/**
 * spec 2 §4 mobile touch on the player: a tap shows or hides the controls; a double tap (within
 * 500 ms) on the left or right fifth skips 10 s back or forward, ignored in the top and bottom sixth;
 * a pinch in landscape zooms the video to fill the screen or back (taps ignored 500 ms after it), and
 * the zoom resets when the page is hidden. Returns the touch handlers for the player's root, the skip
 * feedback to draw and whether the video is zoomed.
 */
export function usePlayerGestures(o: Options) {
  const latest = useRef(o)
  useEffect(() => {
    latest.current = o
  })
  const detector = useRef(new DoubleTapDetector())
  const start = useRef<{ x: number; y: number; multi: boolean } | null>(null)
  const [feedback, setFeedback] = useState<{ direction: 1 | -1; seconds: number } | null>(null)
  const pinch = useRef<{ from: number; to: number } | null>(null)
  const pinchEndedAt = useRef(-Infinity)
  const [zoomed, setZoomed] = useState(false)

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setZoomed(false)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(null), DOUBLE_TAP_MS)
    return () => clearTimeout(timer)
  }, [feedback])

  const onTouchStart = useCallback((e: TouchEvent<HTMLElement>) => {
    const touch = e.touches[0]
    const secondTap = () =>
      !!touch &&
      detector.current.continues(zoneOf(touch, e.currentTarget), e.timeStamp, latest.current.canSkip)
    if (!touch || (onControl(e.target, e.currentTarget) && !secondTap())) {
      start.current = null
      return
    }
    start.current = { x: touch.clientX, y: touch.clientY, multi: e.touches.length > 1 }
    if (e.touches.length === 2) pinch.current = { from: distance(e.touches), to: distance(e.touches) }
  }, [])

  const onTouchMove = useCallback((e: TouchEvent<HTMLElement>) => {
    if (pinch.current && e.touches.length === 2) pinch.current.to = distance(e.touches)
  }, [])

  const onTouchEnd = useCallback((e: TouchEvent<HTMLElement>) => {
    const began = start.current
    const touch = e.changedTouches[0]
    start.current = null
    const pinched = pinch.current
    if (pinched) {
      // the first finger up ends the pinch; the other one's touchend is not a tap
      pinch.current = null
      pinchEndedAt.current = e.timeStamp
      // the lifted finger and the one still down give the final gap: the browser may have coalesced
      // the last moves into this touchend
      const to = gap(e.changedTouches[0], e.touches[0]) ?? pinched.to
      setZoomed((z) => pinchZoom(pinched.from, to, landscape(), z))
      return
    }
    if (e.timeStamp - pinchEndedAt.current < PINCH_RESET_MS) return
    if (!began || !touch || began.multi || e.touches.length > 0) return
    if (Math.hypot(touch.clientX - began.x, touch.clientY - began.y) > TAP_SLOP_PX) return
    // the tap is ours: no synthesized click (it would play/pause the video)
    e.preventDefault()
    const meaning = detector.current.tap(zoneOf(touch, e.currentTarget), e.timeStamp, latest.current.canSkip)
    if (meaning.kind === 'skip') {
      latest.current.cancelTap()
      latest.current.skip(meaning.direction)
      setFeedback((f) => ({
        direction: meaning.direction,
        seconds: (f && f.direction === meaning.direction ? f.seconds : 0) + SKIP_SECONDS,
      }))
    } else {
      latest.current.onTap()
    }
  }, [])

  return { onTouchStart, onTouchMove, onTouchEnd, feedback, zoomed }
}
