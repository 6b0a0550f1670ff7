import { afterEach, describe, expect, it } from 'vitest'
import { focusReturnTarget, openerTarget, rememberOpener } from './opener'

afterEach(() => document.body.replaceChildren())

const add = (html: string) => {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  return holder
}

describe('the opener a dialog gives focus back to (WCAG 2.4.3)', () => {
  it('is the focused element, or an equal one when it was drawn anew', () => {
    const box = add('<div data-focus-key="search"><input id="q"></div>')
    box.querySelector('input')?.focus()
    const opener = rememberOpener(document.activeElement, null)
    box.remove()
    const button = add('<button data-focus-key="search">Search</button>').querySelector('button')
    expect(openerTarget(opener, document)).toBe(button)
  })

  it('when focus already fell to the body because its element was removed, the element focused last', () => {
    // the header search box folds (300 ms after the route) before the card's chunk has loaded
    const box = add('<div data-focus-key="search"><input></div>')
    box.querySelector('input')?.focus()
    box.remove()
    expect(document.activeElement).toBe(document.body)
    const opener = rememberOpener(document.activeElement, null)
    const button = add('<button data-focus-key="search">Search</button>').querySelector('button')
    expect(openerTarget(opener, document)).toBe(button)
  })

  it('not an element still on the page that the viewer left on purpose, nor one inside the dialog', () => {
    const link = add('<a href="/x">x</a>').querySelector('a')
    link?.focus()
    link?.blur()
    expect(rememberOpener(document.activeElement, null).element).toBeNull()
    const layer = add('<button>inside</button>')
    layer.querySelector('button')?.focus()
    expect(rememberOpener(document.activeElement, layer).element).toBeNull()
  })

  it('when the opener is gone (bought: the buy button left), the dialog beneath, else the main content', () => {
    const page = add('<main id="main" tabindex="-1"><button id="buy">Buy</button></main>')
    page.querySelector('button')?.focus()
    const opener = rememberOpener(document.activeElement, null)
    page.querySelector('button')?.remove()
    expect(focusReturnTarget(opener, document)).toBe(page.querySelector('main'))
    const card = add('<div role="dialog" aria-label="Film"><button>Watch</button></div>')
    const hidden = add('<div aria-hidden="true"><div role="dialog" aria-label="Behind"></div></div>')
    expect(focusReturnTarget(opener, document)).toBe(card.firstElementChild)
    // a player layer closing is not its own fallback
    expect(focusReturnTarget(opener, document, card.firstElementChild)).toBe(page.querySelector('main'))
    expect(hidden.isConnected).toBe(true)
  })

  it('the opener first, while it is on the page', () => {
    const button = add('<main id="main" tabindex="-1"><button>Buy</button></main>').querySelector('button')
    button?.focus()
    const opener = rememberOpener(document.activeElement, null)
    add('<div role="dialog" aria-label="Film"></div>')
    expect(focusReturnTarget(opener, document)).toBe(button)
  })
})
