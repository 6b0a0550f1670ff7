import { describe, expect, it } from 'vitest'
import { openerTarget, rememberOpener } from '../ui/opener'
import { inertOutside, otherDialogOpen, tabbablesIn, wrapTab } from './modal-layer'

function page() {
  document.body.innerHTML = `
    <div id="root"><div class="shell">
      <a href="#main">skip</a><header><a href="/channels">TV</a></header>
      <main><a href="/channels/all/first" id="card">First</a></main>
      <div role="status" aria-live="polite"></div>
      <div id="layer" role="dialog" tabindex="-1"><button id="a">A</button><button id="b">B</button></div>
    </div></div>`
  return document.getElementById('layer') as HTMLElement
}

describe('inertOutside', () => {
  it('makes the page below inert, keeps live regions and undoes only its own change', () => {
    const layer = page()
    const header = document.querySelector('header') as HTMLElement
    header.setAttribute('inert', '')
    const undo = inertOutside(layer)
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true)
    expect(document.querySelector('a[href="#main"]')?.hasAttribute('inert')).toBe(true)
    expect(document.querySelector('[role=status]')?.hasAttribute('inert')).toBe(false)
    expect(layer.hasAttribute('inert')).toBe(false)
    undo()
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false)
    // already inert before: left as it was
    expect(header.hasAttribute('inert')).toBe(true)
  })
})

describe('wrapTab', () => {
  const layer = page()
  const tabbables = tabbablesIn(layer, () => true)
  const [a, b] = tabbables as [HTMLElement, HTMLElement]
  it.each([
    ['Tab from the last goes to the first', b, false, a],
    ['Shift+Tab from the first goes to the last', a, true, b],
    ['Tab from the layer itself goes to the first', layer, false, a],
    ['Shift+Tab from the layer goes to the last', layer, true, b],
    ['Tab between elements is the browser’s', a, false, null],
    ['Tab from outside comes in', document.body, false, a],
  ])('%s', (_name, active, backwards, expected) => {
    expect(wrapTab(layer, tabbables, active, backwards)).toBe(expected)
  })
  it('leaves an element Tab does not visit (a roving radio) to the browser', () => {
    const inside = document.createElement('button')
    inside.tabIndex = -1
    layer.append(inside)
    expect(
      wrapTab(
        layer,
        tabbablesIn(layer, () => true),
        inside,
        false,
      ),
    ).toBeNull()
  })
})

describe('opener', () => {
  it('returns to the opener, else to an equal element drawn since, else nothing', () => {
    const layer = page()
    const card = document.getElementById('card') as HTMLElement
    card.removeAttribute('id')
    const opener = rememberOpener(card, layer)
    expect(openerTarget(opener, document)).toBe(card)
    card.remove()
    const again = document.createElement('a')
    again.setAttribute('href', '/channels/all/first')
    document.querySelector('main')?.append(again)
    expect(openerTarget(opener, document)).toBe(again)
    again.remove()
    expect(openerTarget(opener, document)).toBeNull()
  })
  it('finds what replaced a folded search box by its shared focus key', () => {
    const layer = page()
    document.querySelector('header')!.innerHTML =
      '<div data-focus-key="search"><input aria-label="Search field"></div>'
    const input = document.querySelector('header input')
    const opener = rememberOpener(input, layer)
    document.querySelector('header')!.innerHTML =
      '<button data-focus-key="search" aria-label="Search"></button>'
    expect(openerTarget(opener, document)).toBe(document.querySelector('header button'))
  })
  it('does not count the body or an element inside the layer', () => {
    const layer = page()
    expect(rememberOpener(document.body, layer).element).toBeNull()
    expect(rememberOpener(document.getElementById('a'), layer).element).toBeNull()
  })
})

describe('otherDialogOpen', () => {
  it('sees a dialog above the layer, not the layer or one holding it', () => {
    const layer = page()
    expect(otherDialogOpen(layer, document)).toBe(false)
    const pin = document.createElement('div')
    pin.setAttribute('role', 'dialog')
    document.body.append(pin)
    expect(otherDialogOpen(layer, document)).toBe(true)
  })
})
