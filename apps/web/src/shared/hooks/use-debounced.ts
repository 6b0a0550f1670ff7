import { useEffect, useState } from 'react'

/** `value` once it has stayed unchanged for `ms` (the search debounce, spec 3 §2 bouncing_interval). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (ms <= 0) return
    const timer = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return ms <= 0 ? value : settled
}
