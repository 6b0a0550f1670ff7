import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { showsSliderArrows, sliderEdges, sliderTarget } from './row-rules'
import styles from './slider.module.css'

/**
 * A horizontal slider of a row (spec 3 §2): native scrolling (touch, trackpad, keyboard), snap to
 * items, prev/next buttons when the window is wider than 480 px, disabled at the ends.
 */
export function Slider({
  label,
  children,
  enabled = true,
}: {
  label: string
  children: ReactNode
  enabled?: boolean
}) {
  const { t } = useTranslation()
  const { width } = useWindowSize()
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ canPrev: false, canNext: false })

  const measure = useCallback(() => {
    const el = track.current
    if (el) setEdges(sliderEdges(el.scrollLeft, el.clientWidth, el.scrollWidth))
  }, [])

  useEffect(() => {
    measure()
    const el = track.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [measure, children])

  const go = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    const first = el.querySelector<HTMLElement>(':scope > li')
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0
    const itemWidth = first ? first.getBoundingClientRect().width + gap : 0
    el.scrollTo({
      left: sliderTarget(direction, el.scrollLeft, el.clientWidth, el.scrollWidth, itemWidth),
      behavior: 'smooth',
    })
  }

  const arrows = enabled && showsSliderArrows(width)
  return (
    <div className={styles.slider}>
      <ul
        ref={track}
        className={[styles.track, !enabled && styles.static].filter(Boolean).join(' ')}
        onScroll={measure}
        aria-label={label}
      >
        {children}
      </ul>
      {arrows && edges.canPrev && (
        <button
          type="button"
          className={[styles.arrow, styles.prev].join(' ')}
          onClick={() => go(-1)}
          aria-label={t('catalogue_slider_prev')}
          title={t('catalogue_slider_prev')}
          data-slider="prev"
        >
          <Chevron flip />
        </button>
      )}
      {arrows && edges.canNext && (
        <button
          type="button"
          className={[styles.arrow, styles.next].join(' ')}
          onClick={() => go(1)}
          aria-label={t('catalogue_slider_next')}
          title={t('catalogue_slider_next')}
          data-slider="next"
        >
          <Chevron />
        </button>
      )}
    </div>
  )
}

export function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={flip ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
