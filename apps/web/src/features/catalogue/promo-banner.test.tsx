import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Promotion } from '@efir/contract'
import { PromoBanner, TRAILER_INTENT_DELAY_MS } from './promo-banner'

const slide = (id: number, trailer: number | null): Promotion => ({
  id,
  title: `Slide ${id}`,
  short: null,
  description: null,
  background: `/media/img/promos/${id}/bg-21x9.svg`,
  image: null,
  color_bg: '#000',
  destination: {
    type: 'text',
    id: null,
    slug: null,
    library_id: null,
    src: null,
    id_no_ott: null,
    title: 'T',
    description: 'D',
  },
  trailer: trailer === null ? null : { id: trailer },
  content: null,
  duration: null,
})

function renderBanner() {
  const renderTrailer = vi.fn((id: number) => <span data-testid="trailer">{id}</span>)
  render(
    <MemoryRouter>
      <PromoBanner
        title="Premieres"
        items={[slide(1, 501), slide(2, null)]}
        eager
        renderTrailer={renderTrailer}
      />
    </MemoryRouter>,
  )
  return { renderTrailer, banner: screen.getByRole('region', { name: 'Premieres' }) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('promo banner trailer', () => {
  it('does not start on its own: an unasked trailer costs the start page its LCP and ~260 KB', () => {
    const { renderTrailer } = renderBanner()
    act(() => {
      vi.advanceTimersByTime(6000)
    })
    expect(screen.queryByTestId('trailer')).toBeNull()
    expect(renderTrailer).not.toHaveBeenCalled()
  })

  it('starts when the pointer rests on the banner, which also holds the slide', () => {
    const { banner } = renderBanner()
    fireEvent.pointerEnter(banner)
    act(() => {
      vi.advanceTimersByTime(TRAILER_INTENT_DELAY_MS - 1)
    })
    expect(screen.queryByTestId('trailer')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByTestId('trailer')).toHaveTextContent('501')
    // paused: no auto-advance to the next slide while the trailer plays
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.getByRole('heading', { name: 'Slide 1' })).toBeInTheDocument()
  })

  it('does not start for a pointer passing over, and starts on keyboard focus', () => {
    const { banner } = renderBanner()
    fireEvent.pointerEnter(banner)
    act(() => {
      vi.advanceTimersByTime(TRAILER_INTENT_DELAY_MS / 2)
    })
    fireEvent.pointerLeave(banner)
    act(() => {
      vi.advanceTimersByTime(TRAILER_INTENT_DELAY_MS)
    })
    expect(screen.queryByTestId('trailer')).toBeNull()

    act(() => {
      screen.getByRole('button', { name: 'Next' }).focus()
    })
    act(() => {
      vi.advanceTimersByTime(TRAILER_INTENT_DELAY_MS)
    })
    expect(screen.getByTestId('trailer')).toBeInTheDocument()
  })
})

describe('promo banner rotation (spec 3 §2, §9; WCAG 2.2.2)', () => {
  const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent
  function renderRotating(loopCount: number | null) {
    render(
      <MemoryRouter>
        <PromoBanner title="Premieres" items={[slide(1, null), slide(2, null)]} loopCount={loopCount} eager />
      </MemoryRouter>,
    )
  }
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms)
    })

  it('without loop_count it stops on the last slide', () => {
    renderRotating(null)
    expect(shownTitle()).toBe('Slide 1')
    wait(7000)
    expect(shownTitle()).toBe('Slide 2')
    wait(21_000)
    expect(shownTitle()).toBe('Slide 2')
  })

  it('with loop_count it wraps that many times', () => {
    renderRotating(1)
    wait(7000)
    wait(7000)
    expect(shownTitle()).toBe('Slide 1')
    wait(7000)
    wait(7000)
    expect(shownTitle()).toBe('Slide 2')
    wait(21_000)
    expect(shownTitle()).toBe('Slide 2')
  })

  it('the pause control stops it and starts it again', () => {
    renderRotating(5)
    const pause = screen.getByRole('button', { name: 'Stop the banner rotation' })
    expect(pause.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(pause)
    fireEvent.blur(pause) // focus leaving the banner does not restart a stopped rotation
    expect(pause.getAttribute('aria-pressed')).toBe('true')
    wait(30_000)
    expect(shownTitle()).toBe('Slide 1')
    fireEvent.click(pause)
    fireEvent.blur(pause)
    wait(7000)
    expect(shownTitle()).toBe('Slide 2')
  })
})
