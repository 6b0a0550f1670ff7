import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ContentCard } from '@efir/contract'
import { ContentTile } from './row-cards'

const watched = {
  id: 5,
  slug: 'film-5',
  title: 'Film',
  year: 2020,
  age: 12,
  motion_rating: null,
  images: [],
  cover: { src_2x3: null, src_16x9: null, bg: null, color_bg: '#000' },
  rating_imdb: null,
  rating_kinopoisk: null,
  history: {
    watch_percentage: 45.4,
    seconds: 600,
    screenshot: null,
    content_episode: { id: 9, season: 1, series: 2 },
    updated_at: '2026-01-01T00:00:00Z',
  },
} as unknown as ContentCard

describe('a continue-watching card (screen reader)', () => {
  it('says how much was watched in words, not a bare progress number', () => {
    render(
      <MemoryRouter>
        <ContentTile card={watched} shape="horizontal" history />
      </MemoryRouter>,
    )
    const link = screen.getByRole('link')
    expect(link).toHaveAccessibleName(/Film.*45% watched/)
    expect(link.textContent).not.toMatch(/(^|\D)45(?!%)/)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
