/**
 * A player shown as a modal layer over the page (the TV page's dialog, the /watch player): the page
 * below is inert, Tab stays inside, focus comes back to the opener on close (WCAG 2.1 AA: 2.1.2, 2.4.3).
 * Plain DOM helpers; the React hook is use-modal-layer.ts.
 */

/** Siblings never made inert: live regions (announcements still reach the viewer) and other dialogs. */
const KEPT =
  'script,style,template,[aria-live],[role=status],[role=alert],[role=log],[role=dialog],[role=alertdialog]'
const DIALOGS = '[role=dialog],[role=alertdialog]'

/**
 * Makes everything outside `layer` inert: the siblings of the layer and of each of its ancestors up to
 * the body, except live regions and dialogs. Returns the undo (only what this call changed).
 */
export function inertOutside(layer: Element): () => void {
  const changed: Element[] = []
  for (let node: Element = layer; node.parentElement; node = node.parentElement) {
    if (node === node.ownerDocument.body) break
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue
      if (sibling.matches(KEPT) || sibling.querySelector(DIALOGS)) continue
      sibling.setAttribute('inert', '')
      changed.push(sibling)
    }
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'))
}

const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The elements Tab visits inside `layer`, in order (rendered, not inert, not hidden). */
export function tabbablesIn(
  layer: Element,
  rendered: (element: HTMLElement) => boolean = (element) => element.getClientRects().length > 0,
): HTMLElement[] {
  return Array.from(layer.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.getAttribute('tabindex') !== '-1' &&
      !element.closest('[inert],[hidden]') &&
      element.getAttribute('aria-hidden') !== 'true' &&
      rendered(element),
  )
}

/**
 * Where Tab (or Shift+Tab) from `active` goes so focus stays in `layer`: the first element after the
 * last, the last before the first, into the layer from the layer itself or from outside; null where the
 * browser's own order is right (between elements, or from an element Tab does not visit).
 */
export function wrapTab(
  layer: Element,
  tabbables: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = tabbables[0]
  const last = tabbables[tabbables.length - 1]
  if (!first || !last) return null
  const index = active instanceof HTMLElement ? tabbables.indexOf(active) : -1
  if (index === -1)
    return active && active !== layer && layer.contains(active) ? null : backwards ? last : first
  if (backwards) return index === 0 ? last : null
  return index === tabbables.length - 1 ? first : null
}

/** True when a dialog other than `layer` (and not one holding it) is open: it owns focus then. */
export function otherDialogOpen(layer: Element, doc: Document): boolean {
  return Array.from(doc.querySelectorAll(DIALOGS)).some(
    (dialog) => dialog !== layer && !layer.contains(dialog) && !dialog.contains(layer),
  )
}
