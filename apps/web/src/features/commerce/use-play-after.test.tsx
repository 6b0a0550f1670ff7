import { beforeEach, describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { modalRequestStore } from '../../shared/hooks/modal-request-store'
import { paymentStore, type PlayAfter } from '../../shared/commerce/payment-store'
import { usePlayAfterPurchase } from './use-play-after'

/** The hook where the viewer is (`path`), and the location it leads to. */
function renderPlayAfter(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  )
  return renderHook(() => ({ playAfter: usePlayAfterPurchase(), location: useLocation() }), { wrapper })
}

function paid(playAfter: PlayAfter | null) {
  paymentStore.begin(7, playAfter)
  paymentStore.setChosenPacket(7)
}

beforeEach(() => {
  window.localStorage.clear()
  modalRequestStore.set(null)
})

describe('after a purchase is paid (spec 3 §4 step 6)', () => {
  it('the film plays and the card page’s modal goes, when the payment ended before the framed page returned', () => {
    paid({ kind: 'content', id: 17 })
    modalRequestStore.set({ id: 'pay_iframe' })
    const { result } = renderPlayAfter('/watch/17')
    act(() => result.current.playAfter())
    expect(result.current.location.pathname).toBe('/watch/17')
    expect(modalRequestStore.get()).toBeNull()
    expect(paymentStore.flow()).toBeNull()
    expect(paymentStore.chosenPacket()).toBeNull()
  })

  it('a channel bought from another page opens there; #pay_redirect goes too', () => {
    paid({ kind: 'channel', path: '/channels/all/mir-novostej' })
    modalRequestStore.set({ id: 'pay_redirect' })
    const { result } = renderPlayAfter('/packets/1')
    act(() => result.current.playAfter())
    expect(result.current.location.pathname).toBe('/channels/all/mir-novostej')
    expect(modalRequestStore.get()).toBeNull()
  })

  it('on the bought channel’s own page the modal closes', () => {
    paid({ kind: 'channel', path: '/channels/all/mir-novostej' })
    modalRequestStore.set({ id: 'pay_iframe' })
    const { result } = renderPlayAfter('/channels/all/mir-novostej#pay_transaction')
    act(() => result.current.playAfter())
    expect(result.current.location.pathname).toBe('/channels/all/mir-novostej')
    expect(result.current.location.hash).toBe('')
    expect(modalRequestStore.get()).toBeNull()
  })

  it('a message that is not a card page step stays', () => {
    paid({ kind: 'content', id: 17 })
    modalRequestStore.set({ id: 'message', payload: { title: 'Hello' } })
    const { result } = renderPlayAfter('/watch/17')
    act(() => result.current.playAfter())
    expect(modalRequestStore.get()).toEqual({ id: 'message', payload: { title: 'Hello' } })
  })
})
