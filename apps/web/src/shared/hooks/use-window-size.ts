import { useSyncExternalStore } from 'react'

export interface WindowSize {
  width: number
  height: number
}

let cached: WindowSize = { width: 0, height: 0 }

function read(): WindowSize {
  const { innerWidth: width, innerHeight: height } = window
  if (cached.width !== width || cached.height !== height) cached = { width, height }
  return cached
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  window.addEventListener('orientationchange', onChange)
  return () => {
    window.removeEventListener('resize', onChange)
    window.removeEventListener('orientationchange', onChange)
  }
}

/** Viewport size in CSS pixels, updated on resize. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribe, read, () => cached)
}
