import { useEffect, useState } from 'react'
import { parseTimings, type ScreenshotTimings } from './hover-preview'

/** The screenshot timings file of a stream (spec 2 §7), or null (no hover preview). */
export async function fetchTimings(url: string, signal?: AbortSignal): Promise<ScreenshotTimings | null> {
  try {
    const response = await fetch(url, signal ? { signal } : {})
    return response.ok ? parseTimings(await response.json()) : null
  } catch {
    return null
  }
}

/** The stream's screenshot timings for the hover preview (spec 2 §7), or null. */
export function useScreenshotTimings(url: string | null | undefined): ScreenshotTimings | null {
  const [timings, setTimings] = useState<{ url: string; data: ScreenshotTimings | null } | null>(null)
  useEffect(() => {
    if (!url) return
    const abort = new AbortController()
    void fetchTimings(url, abort.signal).then((data) => !abort.signal.aborted && setTimings({ url, data }))
    return () => abort.abort()
  }, [url])
  return timings !== null && timings.url === url ? timings.data : null
}
