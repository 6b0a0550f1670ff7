import { useEffect, type RefObject } from 'react'

/**
 * While `active`, a control focused inside `ref` that leaves the page or is disabled under the viewer
 * ("mark all read" once nothing is unread, a deleted message) does not drop focus to the page start
 * (issue 31, WCAG 2.4.3): focus moves to `ref`'s element itself (give it tabIndex -1 and a name).
 */
export function useFocusRescue(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return undefined
    const doc = container.ownerDocument
    let last: HTMLElement | null = null
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last = event.target
    }
    const rescue = () => {
      const active = doc.activeElement
      if (active !== null && active !== doc.body) return
      const lost = last !== null && (!last.isConnected || last.matches(':disabled'))
      if (lost && container.isConnected) container.focus({ preventScroll: true })
    }
    container.addEventListener('focusin', onFocusIn)
    const observer = new MutationObserver(rescue)
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    return () => {
      observer.disconnect()
      container.removeEventListener('focusin', onFocusIn)
    }
  }, [ref, active])
}
