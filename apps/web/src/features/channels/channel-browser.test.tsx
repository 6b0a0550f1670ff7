import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ChannelBrowser } from './channel-browser'
import { channelPath } from './channel-rules'
import { category, channel, entry } from '../../shared/test-support/channel-fixtures'
import type { ChannelCatalogue } from './use-channel-catalogue'
import { useChannelFilter } from './use-channel-filter'

vi.mock('./channel-favorite-button', () => ({ ChannelFavoriteButton: () => null }))

const NOW = Math.floor(Date.now() / 1000)
const channels = [
  channel({
    id: 1,
    name: 'Первый канал',
    current_schedule: entry({ id: 9, timestamp: NOW - 1800, duration: 3600 }),
  }),
  channel({ id: 2, name: 'Match TV', is_free: false }),
  channel({ id: 3, name: 'Closed', is_available: false }),
]
const categories = [
  category({ id: 17, name: 'All channels' }),
  category({ id: 21, name: 'Sport', channels: [2] }),
]
const catalogue: ChannelCatalogue = {
  status: 'success',
  all: channels,
  channels,
  categories,
  adultIds: new Set(),
  child: false,
  parentalIgnored: false,
  signedInUser: false,
  filter: { hidden: false },
  refetch: () => undefined,
}

function Harness({ categoryId, onCategory = vi.fn() }: { categoryId?: number; onCategory?: () => void }) {
  const filter = useChannelFilter(catalogue, categoryId)
  return (
    <ChannelBrowser
      catalogue={catalogue}
      filter={filter}
      onCategory={onCategory}
      link={(c) => ({ to: channelPath(c) })}
    />
  )
}

const renderBrowser = (props: Parameters<typeof Harness>[0] = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  )

describe('channel browser (spec 2 §2)', () => {
  it('lists cards as links with the airing programme, badges and overlay', () => {
    renderBrowser()
    const list = screen.getByRole('list', { name: 'All channels' })
    const first = within(list).getByRole('link', { name: /^Первый канал/ })
    expect(first).toHaveAttribute('href', '/channels/17/channel-1')
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
    expect(within(list).getByRole('link', { name: /^Match TV/ })).toHaveTextContent('Subscription')
    expect(within(list).getByRole('link', { name: /^Closed/ })).toHaveTextContent('Channel not available')
  })

  it('searches by name through transliteration and says when nothing is found', async () => {
    const user = userEvent.setup()
    renderBrowser()
    const search = screen.getByRole('searchbox', { name: 'Search channels' })
    await user.type(search, 'pervyj')
    const list = screen.getByRole('list', { name: 'All channels' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await user.clear(search)
    await user.type(search, 'матч')
    expect(within(screen.getByRole('list', { name: 'All channels' })).getByRole('link')).toHaveAccessibleName(
      /^Match TV/,
    )
    await user.type(search, 'zzz')
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found')
  })

  it('filters by the chosen category and reports a new choice', async () => {
    const onCategory = vi.fn()
    renderBrowser({ categoryId: 21, onCategory })
    expect(within(screen.getByRole('list', { name: 'Sport' })).getAllByRole('listitem')).toHaveLength(1)
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Category' }), '17')
    expect(onCategory).toHaveBeenCalledWith(expect.objectContaining({ id: 17 }))
  })
})
