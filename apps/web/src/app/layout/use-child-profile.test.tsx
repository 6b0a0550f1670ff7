import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { getCurrentProfile } from '@efir/contract/routes'
import { endpointQueryKey } from '../../shared/api/query'
import { clearSession, loadSession, saveSession } from '../../shared/session/session-persist'
import { useChildProfile } from './use-child-profile'

// spec 1 §4: start-up does not re-authorise a child profile's device; it learns the profile from what
// this hook last saw (issue 31: the hint was never set, so a child profile re-authorised every time)
describe('useChildProfile keeps the chosen profile for the next start-up', () => {
  afterEach(() => clearSession({ guest: false }))

  const render = (role: 'child' | 'adult') => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    client.setQueryData(endpointQueryKey(getCurrentProfile), { id: 1, name: 'P', role })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    return renderHook(() => useChildProfile('user'), { wrapper })
  }

  it.each([
    ['child', true],
    ['adult', false],
  ] as const)('a %s profile: %s, and so saved', async (role, child) => {
    saveSession({ token: 't', deviceId: 5, childProfile: !child })
    const { result } = render(role)
    expect(result.current).toBe(child)
    await waitFor(() => expect(loadSession()).toMatchObject({ token: 't', deviceId: 5, childProfile: child }))
  })
})
