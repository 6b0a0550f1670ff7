import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { DeepLink } from '../../shared/session/deep-link'
import { SessionActionsContext, type SessionActions } from '../../shared/session/session-actions'
import PushModal from './push-modal'

function renderModal(payload: unknown) {
  const opened: DeepLink[] = []
  const onClose = vi.fn()
  const actions = { openDeepLink: (link: DeepLink) => opened.push(link) } as unknown as SessionActions
  const view = render(
    <SessionActionsContext.Provider value={actions}>
      <PushModal onClose={onClose} payload={payload} />
    </SessionActionsContext.Provider>,
  )
  return { ...view, opened, onClose }
}

describe('push modal (spec 3 §4)', () => {
  it('shows the icon and the body with doubled breaks; confirm, labelled with the action, opens the link', async () => {
    const { container, opened, onClose } = renderModal({
      title: 'Matrix',
      body: 'Tonight\nat 20:00',
      icon: '/static/push.png',
      action: 'Open the film',
      type: 'content',
      id: 'matrica-1',
    })
    expect(container.querySelector('img')).toHaveAttribute('src', '/static/push.png')
    expect(screen.getByText(/Tonight/).textContent).toBe('Tonight\n\nat 20:00')
    await userEvent.click(screen.getByRole('button', { name: 'Open the film' }))
    expect(opened).toEqual([{ type: 'content', id: 'matrica-1' }])
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('without an action the confirm says "watch"', () => {
    renderModal({ title: 'Packets', body: '', type: 'packets' })
    expect(screen.getByRole('button', { name: 'Watch' })).toBeInTheDocument()
  })

  it('a #push without its data (a reload) closes at once and shows nothing', () => {
    const { container, onClose } = renderModal(undefined)
    expect(container).toBeEmptyDOMElement()
    expect(onClose).toHaveBeenCalled()
  })
})
