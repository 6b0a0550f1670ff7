import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { modalRequestStore } from '../shared/hooks/modal-request-store'
import { useModal } from '../shared/hooks/use-modal'
import { ModalHost } from './modal-host'
import { renderShell } from './test-shell'

vi.mock('./session-bridge', () => import('./session-bridge.mock'))

function Openers() {
  const modal = useModal()
  return (
    <>
      <button type="button" onClick={() => modal.open('message', { title: 'Hello', text: 'Body text' })}>
        open-message
      </button>
      <button type="button" onClick={() => modal.open('promocode')}>
        open-promocode
      </button>
    </>
  )
}

const location = () => screen.getByTestId('location').textContent

afterEach(() => act(() => modalRequestStore.set(null)))

describe('modal host', () => {
  it('opens the modal named by the hash', async () => {
    renderShell(<ModalHost forbidClose={() => false} />, ['/lk#promocode'])
    expect(await screen.findByRole('dialog', { name: 'Promo code' })).toBeInTheDocument()
  })

  it('ignores a hash that is not a modal id', () => {
    renderShell(<ModalHost forbidClose={() => false} />, ['/lk#main'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('the message modal opens without changing the hash and shows its text (spec 3 §2)', async () => {
    const user = userEvent.setup()
    renderShell(
      <>
        <Openers />
        <ModalHost forbidClose={() => false} />
      </>,
      ['/'],
    )
    const opener = screen.getByRole('button', { name: 'open-message' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Hello' })
    expect(await within(dialog).findByText('Body text')).toBeInTheDocument()
    expect(location()).toBe('/')
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // focus returns to the opener (Radix focus scope restores it on removal)
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('a forbidden close keeps the dialog: no close button, Escape ignored', async () => {
    const user = userEvent.setup()
    renderShell(<ModalHost forbidClose={(id) => id === 'auth'} />, ['/lk#auth'])
    await screen.findByRole('dialog', { name: 'Sign in' })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(location()).toBe('/lk#auth')
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('switching modals hides the first, then shows the second after the 600 ms switch', async () => {
    const user = userEvent.setup()
    renderShell(
      <>
        <Openers />
        <ModalHost forbidClose={() => false} />
      </>,
      ['/#auth'],
    )
    await screen.findByRole('dialog', { name: 'Sign in' })
    act(() => modalRequestStore.set({ id: 'message', payload: { title: 'Second' } }))
    // the hash still says auth, which wins over an in-memory request
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull()
  })
})
