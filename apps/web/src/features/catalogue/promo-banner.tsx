import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { ContentCard, Promotion } from '@efir/contract'
import { backgroundState } from '../../shared/hooks/background-location'
import { Image } from '../../shared/ui/image'
import { chooseImage } from '../../shared/ui/image-choice'
import { ageLabel, contentHref, ratingBadge } from './row-items'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { autoAdvanceMs, autoAdvanceTarget, destinationAction, dotCount, nextSlide } from './row-rules'
import { Chevron } from './slider'
import styles from './promo-banner.module.css'

/**
 * The trailer starts when the viewer rests the pointer (or focus) on the banner this long: that also
 * pauses the auto-advance, so the trailer gets the time of its 4.5 s fade-in (spec 3 §9) and is seen.
 * NOTE: not on its own after a delay: measured on the start page, an unasked trailer cost every visit
 * about 260 KB (player chunk, hls.js, segments, and a looping download after that) and, its first frame
 * being the largest paint, moved the page's LCP from the rows (~2 s) to ~4 s.
 */
export const TRAILER_INTENT_DELAY_MS = 700

/** Draws a slide's Watch button for its content (class and label given by the banner). */
export type RenderPromoWatch = (content: ContentCard, className: string, label: string) => ReactNode

/**
 * The promo-bg row (spec 3 §2): a large banner, one slide at a time, with rating and age badges, watch
 * and more buttons, a dot pager (the dots hide the last item) and auto-advance every 7 s or the slide's
 * duration, paused while the pointer or focus is on it; resting there starts the slide's trailer.
 */
export function PromoBanner({
  title,
  items,
  loopCount,
  eager,
  renderTrailer,
  renderWatch,
}: {
  title: string
  items: Promotion[]
  /** The row's loop_count: how many times auto-advance wraps to the first slide (none without it). */
  loopCount?: number | null
  eager: boolean
  /** The slide's trailer playing muted behind it (composed by the app: the player stays out of this chunk). */
  renderTrailer?: (trailerId: number) => ReactNode
  /** The slide's Watch running the content play action (composed by the app: it lives with the content card). */
  renderWatch?: RenderPromoWatch
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const [index, setIndex] = useState(0)
  const [loops, setLoops] = useState(0)
  const [paused, setPaused] = useState(false)
  // WCAG 2.2.2: the viewer can stop the rotation; under prefers-reduced-motion it does not start
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [stopped, setStopped] = useState<boolean>()
  const rotationStopped = stopped ?? reducedMotion
  const current = items[Math.min(index, items.length - 1)]
  const next = autoAdvanceTarget(index, items.length, loops, loopCount)

  useEffect(() => {
    if (paused || rotationStopped || !next) return
    const timer = window.setTimeout(() => {
      setIndex(next.index)
      setLoops(next.loops)
    }, autoAdvanceMs(current?.duration))
    return () => window.clearTimeout(timer)
  }, [next?.index, next?.loops, paused, rotationStopped, current?.duration]) // eslint-disable-line react-hooks/exhaustive-deps

  // the trailer (and the player chunk it needs) starts once the viewer dwells on the slide
  const [trailerFor, setTrailerFor] = useState<number>()
  const trailerSlide = renderTrailer && current?.trailer ? current.id : undefined
  useEffect(() => {
    if (trailerSlide === undefined || !paused) return
    const timer = window.setTimeout(() => setTrailerFor(trailerSlide), TRAILER_INTENT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [trailerSlide, paused])

  if (!current) return null
  const content = current.content
  const action = destinationAction(current.destination)
  const src =
    current.background ?? chooseImage(content?.images, 'wide', content?.cover) ?? current.image ?? undefined
  const rating = content ? ratingBadge(content.rating_kinopoisk ?? content.rating_imdb) : undefined
  const age = content ? ageLabel(content) : undefined
  const dots = dotCount(items.length)
  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={title}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-promo-banner=""
    >
      <div
        className={styles.slide}
        style={{ background: current.color_bg || undefined }}
        aria-live={paused || rotationStopped ? 'polite' : 'off'}
      >
        <Image
          key={current.id}
          src={src}
          alt=""
          kind="promo-bg"
          eager={eager && index === 0}
          className={styles.image}
        />
        {renderTrailer && current.trailer && trailerFor === current.id && (
          <div key={`trailer-${current.id}`} className={styles.trailer}>
            {renderTrailer(current.trailer.id)}
          </div>
        )}
        <div className={styles.shade} />
        <div className={styles.text}>
          <h2 className={styles.title}>{current.title}</h2>
          {(rating || age) && (
            <p className={styles.badges}>
              {rating && (
                <span className={[styles.badge, rating.good && styles.good].filter(Boolean).join(' ')}>
                  {rating.text}
                </span>
              )}
              {age && <span className={styles.badge}>{age}</span>}
            </p>
          )}
          {(current.short ?? current.description) && (
            <p className={styles.description}>{current.short ?? current.description}</p>
          )}
          <p className={styles.actions}>
            {content &&
              (renderWatch ? (
                renderWatch(content, styles.primary ?? '', t('catalogue_watch'))
              ) : (
                <Link className={styles.primary} to={contentHref(content)} state={backgroundState(location)}>
                  {t('catalogue_watch')}
                </Link>
              ))}
            {action.kind === 'route' && (
              <Link className={styles.secondary} to={action.to} state={backgroundState(location)}>
                {t('catalogue_more')}
              </Link>
            )}
            {action.kind === 'external' && (
              <a className={styles.secondary} href={action.url} target="_blank" rel="noopener noreferrer">
                {t('catalogue_more')}
              </a>
            )}
          </p>
        </div>
        {items.length > 1 && (
          <>
            <button
              type="button"
              className={[styles.arrow, styles.prev].join(' ')}
              aria-label={t('catalogue_slider_prev')}
              onClick={() => setIndex((i) => (i - 1 + items.length) % items.length)}
            >
              <Chevron flip />
            </button>
            <button
              type="button"
              className={[styles.arrow, styles.next].join(' ')}
              aria-label={t('catalogue_slider_next')}
              onClick={() => setIndex((i) => nextSlide(i, items.length))}
            >
              <Chevron />
            </button>
          </>
        )}
      </div>
      {(dots > 0 || items.length > 1) && (
        <div className={styles.dots}>
          {items.length > 1 && (
            <button
              type="button"
              className={styles.rotation}
              aria-pressed={rotationStopped}
              aria-label={t('catalogue_carousel_pause')}
              title={t('catalogue_carousel_pause')}
              onClick={() => setStopped(!rotationStopped)}
              data-carousel-pause=""
            >
              {rotationStopped ? <PlayGlyph /> : <PauseGlyph />}
            </button>
          )}
          {Array.from({ length: dots }, (_, i) => (
            <button
              key={i}
              type="button"
              className={[styles.dot, i === index && styles.active].filter(Boolean).join(' ')}
              aria-label={t('catalogue_slide', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  )
}

function PauseGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="8.5" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  )
}

function PlayGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
    </svg>
  )
}
