import { useEffect, type RefObject } from 'react'
import { focusReturnTarget, rememberOpener } from '../ui/opener'
import { inertOutside, otherDialogOpen, tabbablesIn, wrapTab } from './modal-layer'

/**
 * Makes `ref` (a full-screen player layer with role dialog and tabIndex -1) a real modal: focus moves
 * into it on open (unless already inside), Tab wraps inside it, the page below is inert, focus lost to
 * the body (a removed control, a dialog above that closed) comes back to it, and on close focus returns
 * to the opener (or an equal element drawn since).
 */
export function useModalLayer(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const layer = ref.current
    if (!layer) return
    const doc = layer.ownerDocument
    const opener = rememberOpener(doc.activeElement, layer)
    const undoInert = inertOutside(layer)
    if (!layer.contains(doc.activeElement)) layer.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
        return
      const tabbables = tabbablesIn(layer)
      const next = wrapTab(layer, tabbables, doc.activeElement, event.shiftKey)
      if (tabbables.length === 0) event.preventDefault()
      if (!next) return
      event.preventDefault()
      next.focus()
    }
    layer.addEventListener('keydown', onKeyDown)

    // a focused control removed (or a dialog above closed) leaves focus on the body: take it back
    const reclaim = () => {
      const active = doc.activeElement
      if ((active === null || active === doc.body) && layer.isConnected && !otherDialogOpen(layer, doc))
        layer.focus({ preventScroll: true })
    }
    const observer = new MutationObserver(reclaim)
    observer.observe(doc.body, { childList: true, subtree: true })

    return () => {
      observer.disconnect()
      layer.removeEventListener('keydown', onKeyDown)
      undoInert()
      const active = doc.activeElement
      const lost = active === null || active === doc.body || layer.contains(active)
      if (lost) focusReturnTarget(opener, doc, layer)?.focus({ preventScroll: true })
    }
  }, [ref])
}
