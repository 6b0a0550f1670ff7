import { useCallback } from 'react'

/**
 * A ref that focuses its element once it is on the page: the first field of a dialog step (the dialog
 * frame focuses its first control, often the close button, before a lazily loaded body has mounted).
 */
export function useFocusOnMount<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => element?.focus(), [])
}
