import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionView } from '../session/use-session'
import { ParentalGate } from './parental-gate'
import { parentalStore } from './parental-store'

vi.mock('../session/use-session', () => ({
  isSignedIn: () => true,
  useSession: () => ({ status: 'user' }) as SessionView,
}))
// the device's settings switch on: the check asks the PIN unless this browser remembers it
vi.mock('./use-parental-check', () => ({
  useThisDevice: () => ({ isPending: false, fetchStatus: 'idle' }),
  useParentalCheck: (askPin: () => void) => (_request: unknown, action: () => void) => {
    if (parentalStore.lastEntryAt() !== null) return action()
    parentalStore.setPending(action)
    askPin()
  },
}))

describe('ParentalGate (spec 1 §4 settings)', () => {
  afterEach(() => parentalStore.clear())

  it('closes again when the server refuses a call for want of the PIN (issue 30)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    parentalStore.granted()
    render(
      <ParentalGate action="settings" renderPin={() => <p>PIN step</p>} started>
        <p>Settings</p>
      </ParentalGate>,
    )
    expect(screen.getByText('Settings')).toBeInTheDocument()
    // what the browser remembered was stale: the server answered parental_required
    act(() => parentalStore.forgetEntry())
    expect(screen.queryByText('Settings')).toBeNull()
    expect(screen.getByText('PIN step')).toBeInTheDocument()
    act(() => {
      parentalStore.granted()
      vi.runAllTimers()
    })
    expect(screen.getByText('Settings')).toBeInTheDocument()
    vi.useRealTimers()
  })
})
