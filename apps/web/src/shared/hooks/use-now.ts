import { useEffect, useState } from 'react'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The current unix time in seconds, refreshed every `intervalMs` (one timer per caller). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(nowSeconds)
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowSeconds()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
