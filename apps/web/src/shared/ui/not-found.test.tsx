import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error'
import { LoadFailure, NotFound } from './not-found'

const failure = (status: number) => new ApiError({ status, code: 'x', message: '', endpointId: 'getRow' })
const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content

describe('the not-found state the pages share (issue 32)', () => {
  it('says so, names the tab, keeps search engines out and offers the way on and home', () => {
    render(
      <MemoryRouter>
        <NotFound textKey="not_found_subscription">
          <a href="/packets">All packets</a>
        </NotFound>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Packet not found' })).toBeVisible()
    expect(document.title).toBe('Packet not found')
    expect(robots()).toBe('noindex')
    expect(screen.getByRole('link', { name: 'All packets' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
  })

  it('an API 404 is not found, with no retry: retrying never helps', () => {
    render(
      <MemoryRouter>
        <LoadFailure
          error={failure(404)}
          notFoundKey="not_found_content"
          title="Could not load"
          onRetry={vi.fn()}
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Title not found' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('no answer at all says network, a server failure does not; both retry', async () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <MemoryRouter>
        <LoadFailure error={failure(0)} title="Could not load the page" onRetry={onRetry} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Check your internet connection')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(
      <MemoryRouter>
        <LoadFailure error={failure(503)} title="Could not load the page" onRetry={onRetry} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert')).not.toHaveTextContent('internet')
    expect(screen.getByRole('alert')).toHaveTextContent('The service did not answer')
    expect(robots()).toBeUndefined()
  })
})
