import { useEffect, useState } from 'react'
import { headerScrollState, type HeaderScrollState } from '../layout-rules'

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight })

/** Header look from page scroll (spec 3 §2: dark above 140 px, hidden on small landscape screens). */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(() =>
    headerScrollState(0, window.scrollY, viewport()),
  )
  useEffect(() => {
    let previousY = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const next = headerScrollState(previousY, y, viewport())
      previousY = y
      setState((current) => (current.dark === next.dark && current.hidden === next.hidden ? current : next))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return state
}
