import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SessionView } from '../../shared/session/use-session'
import PincodeModal from './pincode-modal'

const state = vi.hoisted(() => ({ session: { status: 'guest' } as SessionView, open: vi.fn() }))
vi.mock('../../shared/session/use-session', () => ({
  isSignedIn: (view: SessionView) => view.status === 'guest' || view.status === 'user',
  useSession: () => state.session,
}))
vi.mock('../../shared/hooks/use-modal', () => ({ useModal: () => ({ open: state.open }) }))

describe('#pincode (spec 1 §4, §6)', () => {
  it('offers a guest sign-in, not a PIN of its own (issue 30)', async () => {
    state.session = {
      status: 'guest',
      user: { parental_code: '', parental_code_set: false, parental_status: 'notset' },
    } as unknown as SessionView
    render(<PincodeModal onClose={vi.fn()} />)
    expect(screen.getByText('Sign in to enter the PIN.')).toBeInTheDocument()
    expect(screen.queryByLabelText('New PIN')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }))
    expect(state.open).toHaveBeenCalledWith('auth')
  })
})
