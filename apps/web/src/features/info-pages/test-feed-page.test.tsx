import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from '../../shared/api/api-client'
import TestFeedPage from './test-feed-page'

vi.mock('../../shared/hooks/use-seo', () => ({ usePageSeo: () => ({}) }))

const page = (kind: string, slug: string, title: string, items = 2) => ({
  kind,
  slug,
  title,
  text: '',
  items: Array.from({ length: items }, (_, i) => ({ id: i + 1, title: null, text: `step ${i + 1}` })),
})
const PAGES: Record<string, unknown[]> = {
  faq: [page('faq', 'watching', 'Watching')],
  instructions: [
    page('instructions', 'lg_tv', 'LG TV', 4),
    page('instructions', 'other', 'Another device', 3),
  ],
  manual: [page('manual', 'mag', 'The MAG box')],
  rules: [page('rules', 'optimal', 'Optimal rules')],
  app_store: [],
}
const NEWS = [
  { id: 7, title: 'New films', short: 's', text: 't', image: null, published_at: '2026-11-20T10:00:00Z' },
]

let failNews = false
function answer(url: URL): Response {
  if (url.pathname === '/v2/news')
    return failNews
      ? new Response('{"error_code":"not_found"}', { status: 404 })
      : Response.json(NEWS, { status: 200 })
  if (url.pathname === '/v2/info_pages') return Response.json(PAGES[url.searchParams.get('kind') ?? ''] ?? [])
  return new Response('{}', { status: 404 })
}

function renderFeed() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <TestFeedPage />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  failNews = false
  configureApiClient({
    getBaseUrl: () => Promise.resolve('http://api.test'),
    getToken: () => undefined,
    fetch: (input) => Promise.resolve(answer(new URL(input instanceof Request ? input.url : input))),
  })
})
afterEach(() => vi.restoreAllMocks())

describe('/test_feed (non-production content feed)', () => {
  it('lists every news item and every information page, each linked to where a viewer reads it', async () => {
    renderFeed()
    const news = await screen.findByRole('region', { name: 'News: 1' })
    expect(within(news).getByRole('link', { name: 'New films' })).toHaveAttribute('href', '/news/7')
    const instructions = screen.getByRole('region', { name: 'Installation guides: 2' })
    expect(
      within(instructions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/instructions?device=lg_tv', '/instructions?device=other'])
    const manual = screen.getByRole('region', { name: 'Set-top box manuals: 1' })
    expect(within(manual).getByRole('link', { name: 'The MAG box' })).toHaveAttribute('href', '/manual/mag')
    const rules = screen.getByRole('region', { name: 'Offer rules: 1' })
    expect(within(rules).getByRole('link', { name: 'Optimal rules' })).toHaveAttribute('href', '/optimal')
    expect(within(screen.getByRole('region', { name: 'Apps page: 0' })).queryAllByRole('link')).toEqual([])
  })

  it('a failed call shows the error with a retry that loads the feed', async () => {
    failNews = true
    renderFeed()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    failNews = false
    await userEvent.click(retry)
    expect(await screen.findByRole('link', { name: 'New films' })).toBeInTheDocument()
  })
})
