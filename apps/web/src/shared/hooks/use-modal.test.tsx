import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useModal } from './use-modal'

function Page() {
  const modal = useModal()
  const location = useLocation()
  return (
    <>
      <p data-testid="hash">{location.hash}</p>
      {/* two openers in one tick, as start-up's sign-in dialog and a page's forced sign-in */}
      <button
        type="button"
        onClick={() => {
          modal.open('auth')
          modal.open('auth')
        }}
      >
        open twice
      </button>
      <button type="button" onClick={modal.close}>
        close
      </button>
    </>
  )
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('useModal in the browser router', () => {
  it('a second opener in the same tick sees the first one’s #auth: one entry, and closing leaves it', async () => {
    window.history.replaceState(null, '', '/movies')
    const before = window.history.length
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'open twice' }))
    expect(screen.getByTestId('hash').textContent).toBe('#auth')
    expect(window.history.length).toBe(before + 1)

    await userEvent.click(screen.getByRole('button', { name: 'close' }))
    // closing steps back over the one pushed entry (history.back: the router hears it a task later)
    await waitFor(() => expect(screen.getByTestId('hash').textContent).toBe(''))
    expect(window.location.pathname + window.location.hash).toBe('/movies')
  })
})
