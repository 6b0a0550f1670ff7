import { useEffect, useRef, useState } from 'react'

/**
 * True once the element comes within `marginPx` of the viewport (and stays true): lazy rows render
 * their content from then on (spec 3 §9 lazy-load margin 150 px). Without IntersectionObserver: at once.
 */
export function useNearViewport<T extends Element>(marginPx: number, initial = false) {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(initial || typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near) return
    const el = ref.current
    if (!el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${marginPx}px 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, marginPx])
  return { ref, near }
}

/** Calls `onNear` each time the sentinel comes within `marginPx` of the viewport while `active`. */
export function useSentinel<T extends Element>(marginPx: number, active: boolean, onNear: () => void) {
  const ref = useRef<T>(null)
  const callback = useRef(onNear)
  useEffect(() => {
    callback.current = onNear
  })
  useEffect(() => {
    const el = ref.current
    if (!el || !active || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: `${marginPx}px 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [active, marginPx])
  return ref
}
