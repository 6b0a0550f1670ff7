import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Row } from '@efir/contract'
import { configureApiClient } from '../../shared/api/api-client'
import NewYearPage from './new-year-page'
import { NEW_YEAR_ROWS } from './new-year-rows'

// The rows alone: the page's channel (its player, the channel list) is another journey's
vi.mock('../../shared/session/use-session', () => ({
  useSession: () => ({ status: 'guest' }),
  isSignedIn: () => false,
}))
vi.mock('./use-open-channel', () => ({
  useOpenChannel: () => ({
    channel: undefined,
    access: undefined,
    filter: { list: [] },
    category: undefined,
  }),
}))
vi.mock('./use-channel-playback', () => ({ useChannelPlayback: () => ({}) }))

const row = (slug: string): Row => ({
  id: NEW_YEAR_ROWS.indexOf(slug as (typeof NEW_YEAR_ROWS)[number]) + 50,
  slug,
  title: `Title of ${slug}`,
  template: 'channels',
  content_type: null,
  description: null,
  html_description: null,
  more_count: 0,
  total: 2,
  limit: 20,
  offset: 0,
  library_id: null,
  loop_count: null,
  contents: [],
  // a channel ref: the smallest item the contract takes (a row with items shows, spec 3 §2)
  channels: [{ id: 102, slug: 'pervyj-demo', name: 'Первый Демо', logo: '/logo.svg' }],
  persons: [],
  promotions: [],
})

/** The slugs GET /v2/rows/{slug} answers 500 for; the others answer their row. */
let failing = new Set<string>()
let asked: string[] = []

function fetchMock(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input as string, 'http://test')
  const slug = /^\/v2\/rows\/([^/]+)$/.exec(url.pathname)?.[1]
  if (!slug) return Promise.resolve(new Response('{}', { status: 404 }))
  asked.push(slug)
  if (failing.has(slug))
    return Promise.resolve(new Response(JSON.stringify({ error: 'server_error' }), { status: 500 }))
  return Promise.resolve(new Response(JSON.stringify(row(slug)), { status: 200 }))
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/newyear']}>
        <NewYearPage
          renderPlayer={() => null}
          renderRow={(r) => (
            <section data-row-id={r.id} aria-label={r.title}>
              <h3>{r.title}</h3>
            </section>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )

const shownRows = () => document.querySelectorAll('[data-row-id]')

beforeEach(() => {
  failing = new Set()
  asked = []
  configureApiClient({ fetch: fetchMock, getBaseUrl: () => Promise.resolve('') })
})

// Text queries, not role queries: a role query computes every element's accessible name, seconds on this
// page in a loaded run; the rows' names are their aria-labels, read below
const EMPTY = 'The New Year collections did not load'

describe('New Year page rows (spec 3 §2; moved from e2e newyear.spec.ts)', () => {
  it('one row failing leaves the other four, in order', async () => {
    failing = new Set(['newyear-comedies'])
    renderPage()
    // the rows come together (loadNewYearRows settles every request before any row shows)
    expect(await screen.findByText('Title of newyear-family')).toBeVisible()
    expect(shownRows()).toHaveLength(4)
    expect([...shownRows()].map((r) => r.getAttribute('aria-label'))).toEqual(
      NEW_YEAR_ROWS.filter((s) => s !== 'newyear-comedies').map((s) => `Title of ${s}`),
    )
    for (const row of shownRows()) expect(row).toBeVisible()
    expect(screen.queryByText('Title of newyear-comedies')).toBeNull()
    expect(screen.queryByText(EMPTY)).toBeNull()
  })

  it('every row failing shows an empty state with a retry and a way home; the retry brings the rows', async () => {
    const user = userEvent.setup()
    failing = new Set(NEW_YEAR_ROWS)
    renderPage()
    const empty = await screen.findByText(EMPTY)
    expect(empty).toBeVisible()
    expect(empty.tagName).toBe('H2')
    expect(shownRows()).toHaveLength(0)
    expect(screen.getByText('Go to the home page').closest('a')).toHaveAttribute('href', '/')

    failing = new Set()
    asked = []
    await user.click(screen.getByText('Try again'))
    expect(await screen.findByText('Title of newyear-shows')).toBeVisible()
    expect(asked.toSorted()).toEqual([...NEW_YEAR_ROWS].sort())
    expect(shownRows()).toHaveLength(NEW_YEAR_ROWS.length)
    expect(screen.queryByText(EMPTY)).toBeNull()
    expect(screen.queryByText('Try again')).toBeNull()
  })
})
