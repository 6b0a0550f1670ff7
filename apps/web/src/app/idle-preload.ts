import { useEffect } from 'react'

/** Without requestIdleCallback (Safari), wait this long after start-up instead. */
const FALLBACK_DELAY_MS = 1_500
/** The browser runs the task within this time even when it never goes idle. */
const IDLE_TIMEOUT_MS = 4_000

/** Runs `task` once the browser is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS)
  return () => clearTimeout(timer)
}

/**
 * Fetches the chunks the first interaction may need (dialog frame, error dialog, settings dropdown)
 * when the browser is idle, so they stay out of the initial JavaScript yet open with no delay.
 */
export function usePreloadOnIdle(preloads: ReadonlyArray<() => void>): void {
  useEffect(() => whenIdle(() => preloads.forEach((preload) => preload())), [preloads])
}
