/**
 * The page behind a modal dialog stays hidden from assistive technology while it changes (issue 31).
 *
 * Radix hides the dialog's outside once, when the dialog mounts (aria-hidden on the siblings of the
 * dialog and of its ancestors), and keeps every live region with its ancestors readable, so that
 * announcements still reach the viewer. A dialog opened from the URL mounts while the page still shows
 * its start-up spinner (a live region): the page's main landmark was kept for it, and all that the page
 * drew there after the spinner (67–78 controls) stayed exposed behind the dialog. This keeps the rule
 * while the page changes: a node drawn outside the dialog later is hidden the same way, live regions
 * still kept.
 */

const LIVE = '[aria-live]'
const KEPT = `${LIVE},[role=dialog],[role=alertdialog],script,style,template`
const MARKER = 'data-hidden-behind'

/**
 * Hides every child of `parent` that is not, and holds no, live region or dialog; looks inside those that
 * hold one. Already hidden subtrees are left as they are.
 */
function hideAround(parent: Element, hidden: Element[]): void {
  for (const child of Array.from(parent.children)) {
    if (child.matches(KEPT) || child.getAttribute('aria-hidden') === 'true' || child.hasAttribute('inert'))
      continue
    if (child.querySelector(KEPT)) {
      hideAround(child, hidden)
      continue
    }
    child.setAttribute('aria-hidden', 'true')
    child.setAttribute(MARKER, '')
    hidden.push(child)
  }
}

/**
 * While a modal dialog is open: what the page draws outside it is hidden from assistive technology as
 * Radix hid the outside at mount (live regions and other dialogs kept), again after every change.
 * Returns the undo: what this hid is shown again.
 */
export function keepPageHiddenBehind(dialog: Element): () => void {
  const doc = dialog.ownerDocument
  const hidden: Element[] = []
  const pass = () => hideAround(doc.body, hidden)
  pass()
  const observer = new MutationObserver(pass)
  observer.observe(doc.body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    for (const node of hidden) {
      if (!node.hasAttribute(MARKER)) continue
      node.removeAttribute(MARKER)
      node.removeAttribute('aria-hidden')
    }
  }
}
