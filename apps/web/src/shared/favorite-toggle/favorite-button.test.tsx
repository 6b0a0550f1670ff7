import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionView } from '../session/use-session'
import { FavoriteButton } from './favorite-button'

const state = vi.hoisted(() => ({
  session: { status: 'guest' } as SessionView,
  favorite: undefined as { id: number } | undefined,
  mutate: vi.fn(),
}))
vi.mock('../session/use-session', () => ({ useSession: () => state.session }))
vi.mock('./favorites-api', () => ({
  useFavoriteOf: () => state.favorite,
  useToggleFavorite: () => ({ mutate: state.mutate }),
}))

function Location() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>
}

function renderButton(look: 'icon' | 'button' = 'icon') {
  render(
    <MemoryRouter initialEntries={['/movies']}>
      <QueryClientProvider client={new QueryClient()}>
        <FavoriteButton kind="content" id={1} name="Матрица" look={look} />
        <Location />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  state.session = { status: 'guest' } as SessionView
  state.favorite = undefined
  state.mutate.mockReset()
})

describe('favorite button (spec 3 §4 "Favorites")', () => {
  it('a guest pressing it gets the auth modal, nothing is added', async () => {
    renderButton()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add “Матрица” to favourites' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/movies#auth')
    expect(state.mutate).not.toHaveBeenCalled()
  })

  it('a signed-in user adds (plus) and removes (done check) the favorite seen', async () => {
    state.session = { status: 'user' } as SessionView
    renderButton()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add “Матрица” to favourites', pressed: false }))
    expect(state.mutate).toHaveBeenLastCalledWith({ kind: 'content', objectId: 1, favoriteId: undefined })
  })

  it('a favorite shows as pressed and removes its record', async () => {
    state.session = { status: 'user' } as SessionView
    state.favorite = { id: 77 }
    renderButton('button')
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /Remove from favourites/, pressed: true }))
    expect(state.mutate).toHaveBeenLastCalledWith({ kind: 'content', objectId: 1, favoriteId: 77 })
  })

  it('ignores a press while an add is still in flight (optimistic record)', async () => {
    state.session = { status: 'user' } as SessionView
    state.favorite = { id: -1 }
    renderButton()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove “Матрица” from favourites' }))
    expect(state.mutate).not.toHaveBeenCalled()
  })
})
