import { afterEach, describe, expect, it } from 'vitest'
import { keepPageHiddenBehind } from './hidden-behind'

afterEach(() => document.body.replaceChildren())

/** Lets the mutation observer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function page(): { main: HTMLElement; dialog: HTMLElement } {
  document.body.innerHTML = `
    <div id="root"><header aria-hidden="true"><a href="/">Home</a></header>
      <main id="main"><div role="status" aria-live="polite">Loading</div></main>
      <div aria-live="polite" id="toasts"></div></div>
    <div role="dialog" aria-label="Sign in"><input></div>`
  return {
    main: document.getElementById('main') as HTMLElement,
    dialog: document.querySelector('[role=dialog]') as HTMLElement,
  }
}

describe('the page behind a modal dialog stays hidden while it draws on (issue 31)', () => {
  it('what the page draws after the dialog opened is hidden; live regions and dialogs are not', async () => {
    const { main, dialog } = page()
    const undo = keepPageHiddenBehind(dialog)
    // the start-up spinner gives way to the page, with a live region of its own and a nested dialog
    main.innerHTML = '<section><a href="/movies">Movies</a><p aria-live="polite">3 results</p></section>'
    const toast = document.createElement('p')
    document.getElementById('toasts')?.append(toast)
    const nested = document.createElement('div')
    nested.setAttribute('role', 'alertdialog')
    document.body.append(nested)
    dialog.append(document.createElement('button'))
    await settle()
    expect(main.querySelector('a')?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(main.querySelector('p')?.closest('[aria-hidden="true"]')).toBeNull()
    expect(toast.closest('[aria-hidden="true"]')).toBeNull()
    expect(nested.getAttribute('aria-hidden')).toBeNull()
    expect(dialog.querySelector('[aria-hidden]')).toBeNull()
    undo()
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1) // the header, as before
  })
})
