import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openLinksOutside, useEmbedLocation } from './embed-layout'

// issue 30: inside an embed every way out opens a new top-level window; the frame keeps the embed page

/** An embed page: where the embed says it is, a link out, a link to itself and a button that navigates. */
function EmbedPage() {
  const shown = useEmbedLocation()
  const actual = useLocation()
  const navigate = useNavigate()
  return (
    <div onClickCapture={openLinksOutside(shown.pathname)}>
      <p data-testid="shown">{shown.pathname + shown.search}</p>
      <p data-testid="actual">{actual.pathname + actual.search}</p>
      <a href="/">home</a>
      <a href="/channel_embed/5?ts=100">earlier</a>
      <button type="button" onClick={() => void navigate('/lk')}>
        account
      </button>
    </div>
  )
}

const open = vi.spyOn(window, 'open').mockImplementation(() => null)
afterEach(() => open.mockClear())

describe('an embed page', () => {
  const renderEmbed = () =>
    render(
      <MemoryRouter initialEntries={['/channel_embed/5']}>
        <EmbedPage />
      </MemoryRouter>,
    )

  it('opens a link out of it in a new window, and stays', () => {
    renderEmbed()
    fireEvent.click(screen.getByRole('link', { name: 'home' }))
    expect(open).toHaveBeenCalledWith('http://localhost:3000/', '_blank', 'noopener,noreferrer')
    expect(screen.getByTestId('actual')).toHaveTextContent('/channel_embed/5')
  })

  it('follows a link to itself (another moment of the channel) in the frame', () => {
    renderEmbed()
    // the link is left to the browser (here stopped before jsdom, which cannot follow it): nothing opens
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    fireEvent.click(screen.getByRole('link', { name: 'earlier' }))
    expect(open).not.toHaveBeenCalled()
  })

  it('opens a navigation out of it in a new window and goes back, showing the embed throughout', async () => {
    renderEmbed()
    fireEvent.click(screen.getByRole('button', { name: 'account' }))
    expect(open).toHaveBeenCalledWith('/lk', '_blank', 'noopener,noreferrer')
    expect(screen.getByTestId('shown')).toHaveTextContent('/channel_embed/5')
    expect(await screen.findByTestId('actual')).toHaveTextContent('/channel_embed/5')
  })
})
