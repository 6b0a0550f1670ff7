import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NextEpisodeCard } from './next-episode-offer'

const TITLE = 'Episode 6. A title long enough to be cut on one line of a narrow card'

/** The card as the player draws it at `position` seconds of a title whose offer is due from 80 s. */
function card(onPlay: () => void) {
  const props = (position: number, ended = false) => ({
    next: { title: TITLE, onPlay },
    due: position >= 80 || ended,
    ended,
    position,
    sourceKey: 'content-5',
  })
  const view = render(<NextEpisodeCard {...props(70)} />)
  return {
    ...view,
    at: (position: number, ended?: boolean) => view.rerender(<NextEpisodeCard {...props(position, ended)} />),
  }
}

describe('the next-episode offer (issue 31)', () => {
  it('shows the whole title from the credits, counts down 10 s of playback, then plays on', () => {
    const onPlay = vi.fn()
    const { at } = card(onPlay)
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument()
    at(80)
    expect(screen.getByRole('region', { name: 'Next episode' })).toBeInTheDocument()
    expect(screen.getByText(TITLE)).toBeInTheDocument()
    expect(screen.getByTestId('next-countdown')).toHaveTextContent('in 10 s')
    at(86.5)
    expect(screen.getByTestId('next-countdown')).toHaveTextContent('in 4 s')
    expect(onPlay).not.toHaveBeenCalled()
    at(90)
    expect(onPlay).toHaveBeenCalledOnce()
    at(91)
    expect(onPlay).toHaveBeenCalledOnce()
  })

  it('Cancel stops the countdown; at the end the offer stays, without playing on', async () => {
    const onPlay = vi.fn()
    const { at } = card(onPlay)
    at(82)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument()
    at(95)
    expect(onPlay).not.toHaveBeenCalled()
    at(100, true)
    expect(screen.getByText(TITLE)).toBeInTheDocument()
    expect(screen.queryByTestId('next-countdown')).not.toBeInTheDocument()
    expect(onPlay).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Play next' }))
    expect(onPlay).toHaveBeenCalledOnce()
  })
})
