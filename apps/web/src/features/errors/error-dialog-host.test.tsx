import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import { showApiError } from '../../shared/api/api-error-bus'
import { ModalFrame } from '../../shared/ui/modal-frame'
import { ErrorDialogHost } from './error-dialog-host'

/** The shell's order: the modal host before the error dialog's host. */
function Shell({ signIn }: { signIn: boolean }) {
  return (
    <>
      {signIn && (
        <ModalFrame title="Sign in" closable={false} onClose={() => undefined}>
          <input aria-label="Phone" />
        </ModalFrame>
      )}
      <ErrorDialogHost />
    </>
  )
}

describe('the error dialog over a modal that opened after it (issue 31)', () => {
  it('a start-up error stays on top of the sign-in dialog: focused, and not hidden from screen readers', async () => {
    const view = render(<Shell signIn={false} />)
    act(() =>
      showApiError(
        new ApiError({ status: 500, code: 'internal', message: 'boom', endpointId: 'createUser' }),
      ),
    )
    const error = await screen.findByRole('alertdialog', {}, { timeout: 10_000 })
    // the forced sign-in dialog opens next
    view.rerender(<Shell signIn />)
    await waitFor(() => expect(document.querySelector('[role=dialog]')).not.toBeNull(), { timeout: 5000 })
    await waitFor(() => {
      const shown = screen.getByRole('alertdialog')
      expect(shown.closest('[aria-hidden="true"]')).toBeNull()
      expect(shown.contains(document.activeElement)).toBe(true)
    })
    expect(error).toBeDefined()
  }, 20_000)
})
