/**
 * The element a dialog returns focus to on close (WCAG 2.4.3): the opener, or, when the opener was drawn
 * anew or replaced meanwhile (a list refetched after sign-in, the header search box folded back into its
 * button after a suggestion was chosen), an equal element now on the page.
 */
export interface Opener {
  element: HTMLElement | null
  /** a selector for an equal element: a shared `data-focus-key`, the same id, link or name */
  selector: string | null
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]'

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

/** What `el` is, as an opener: itself and a selector for an equal element. */
function describe(el: HTMLElement): Opener {
  const tag = el.tagName.toLowerCase()
  const key = el.closest('[data-focus-key]')?.getAttribute('data-focus-key')
  const href = el.getAttribute('href')
  const label = el.getAttribute('aria-label')
  const selector = key
    ? `[data-focus-key=${quote(key)}]`
    : el.id
      ? `#${CSS.escape(el.id)}`
      : href
        ? `${tag}[href=${quote(href)}]`
        : label
          ? `${tag}[aria-label=${quote(label)}]`
          : null
  return { element: el, selector }
}

/** The element focused last (any document), for a dialog that opens after its opener was removed. */
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target
    },
    true,
  )

/**
 * The element that had focus when a dialog opened (not inside `layer`). When focus had already fallen to
 * the body because its element was removed (the header search box folds 300 ms after the route changes,
 * sooner than a card's chunk may load), the element focused last stands in: its equal is found on close.
 */
export function rememberOpener(active: Element | null, layer: Element | null): Opener {
  const focused = active instanceof HTMLElement && active !== active.ownerDocument.body ? active : null
  const el = focused ?? (lastFocused?.isConnected === false ? lastFocused : null)
  return el && !layer?.contains(el) ? describe(el) : { element: null, selector: null }
}

/** Where focus goes back: the opener, else an equal element now on the page (or its first control). */
export function openerTarget(opener: Opener, doc: Document): HTMLElement | null {
  if (opener.element?.isConnected) return opener.element
  if (!opener.selector) return null
  const found = doc.querySelector(opener.selector)
  if (!(found instanceof HTMLElement)) return null
  if (found.matches(FOCUSABLE)) return found
  const inner = found.querySelector(FOCUSABLE)
  return inner instanceof HTMLElement ? inner : null
}

const DIALOGS = '[role=dialog],[role=alertdialog]'

/**
 * Where focus goes when a dialog (or a player layer) closes, one rule for all (WCAG 2.4.3; issue 31:
 * focus fell to the page start after the purchase flow, whose buy button is gone once bought): the
 * opener or its equal; else the dialog still open beneath (a modal page: a content card, a person);
 * else the page's main content (`#main`, focusable by script), so the next Tab goes on from there.
 */
export function focusReturnTarget(
  opener: Opener,
  doc: Document,
  closing: Element | null = null,
): HTMLElement | null {
  const target = openerTarget(opener, doc)
  if (target) return target
  const beneath = Array.from(doc.querySelectorAll<HTMLElement>(DIALOGS)).filter(
    (dialog) =>
      !closing?.contains(dialog) &&
      !dialog.contains(closing) &&
      !dialog.closest('[inert],[aria-hidden="true"]'),
  )
  const dialog = beneath.at(-1)
  if (dialog) return dialog
  const main = doc.getElementById('main')
  return main instanceof HTMLElement ? main : null
}
