import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { backgroundOf } from '../../shared/hooks/background-location'

/**
 * Closes a modal page (spec 3 §2 "Modal pages"): back when it was opened from within the app, else to
 * `fallback` (or the page underneath, or home) replacing the entry.
 */
export function useCloseModalPage(fallback?: string) {
  const navigate = useNavigate()
  const location = useLocation()
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) {
      void navigate(-1)
      return
    }
    const background = backgroundOf(location)
    void navigate(fallback ?? background ?? '/', { replace: true })
  }, [navigate, location, fallback])
}
