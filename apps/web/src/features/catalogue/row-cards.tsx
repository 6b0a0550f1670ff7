import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { ContentCard, PersonCard, Promotion, Row } from '@efir/contract'
import { ALL_CHANNELS_CATEGORY_ID } from '@efir/contract/routes'
import { backgroundState } from '../../shared/hooks/background-location'
import { useModal } from '../../shared/hooks/use-modal'
import { Image } from '../../shared/ui/image'
import { chooseImage } from '../../shared/ui/image-choice'
import { ageLabel, contentHref, ratingBadge } from './row-items'
import { destinationAction } from './row-rules'
import styles from './row-cards.module.css'

/** A vertical (content-v, collection-v) or horizontal (content-h) content card; history adds progress. */
export function ContentTile({
  card,
  shape,
  history = false,
  eager = false,
}: {
  card: ContentCard
  shape: 'vertical' | 'horizontal'
  history?: boolean
  eager?: boolean
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const vertical = shape === 'vertical'
  const progress = history ? Math.round(card.history?.watch_percentage ?? 0) : undefined
  const src = (history && card.history?.screenshot) || chooseImage(card.images, shape, card.cover)
  const age = ageLabel(card)
  const rating = ratingBadge(card.rating_kinopoisk ?? card.rating_imdb)
  const episode = card.history?.content_episode
  return (
    <Link
      to={contentHref(card)}
      state={backgroundState(location)}
      className={[styles.tile, vertical ? styles.vertical : styles.horizontal].join(' ')}
      data-content-id={card.id}
      data-catalogue-item=""
    >
      <span className={styles.picture} style={{ background: card.cover.color_bg || undefined }}>
        <Image src={src} alt="" kind={vertical ? 'content-v' : 'content-h'} eager={eager} />
        {age && <span className={[styles.badge, styles.age].join(' ')}>{age}</span>}
        {rating && (
          <span
            className={[styles.badge, styles.rating, rating.good && styles.good].filter(Boolean).join(' ')}
          >
            {rating.text}
          </span>
        )}
        {progress !== undefined && (
          // a bar drawn for the eye; the card's name says it in words ("45% watched"), not a bare "45"
          <span className={styles.progress} aria-hidden="true" data-watch-progress={progress}>
            <span style={{ width: `${progress}%` }} />
          </span>
        )}
      </span>
      <span className={styles.title}>{card.title}</span>
      {progress !== undefined && (
        <span className="visually-hidden">{t('catalogue_watched_percent', { percent: progress })}</span>
      )}
      {episode ? (
        <span className={styles.meta}>
          {t('catalogue_episode', { season: episode.season, series: episode.series })}
        </span>
      ) : (
        card.year && <span className={styles.meta}>{card.year}</span>
      )}
    </Link>
  )
}

export function PersonTile({ person }: { person: PersonCard }) {
  const location = useLocation()
  return (
    <Link
      to={`/persons/${encodeURIComponent(person.slug || String(person.id))}`}
      state={backgroundState(location)}
      className={[styles.tile, styles.person].join(' ')}
      data-catalogue-item=""
    >
      <span className={styles.avatar}>
        <Image src={person.image ?? undefined} alt="" kind="person" stub="person" />
      </span>
      <span className={styles.title}>{person.name}</span>
    </Link>
  )
}

export function ChannelTile({ channel }: { channel: Row['channels'][number] }) {
  const location = useLocation()
  return (
    <Link
      to={`/channels/${ALL_CHANNELS_CATEGORY_ID}/${encodeURIComponent(channel.slug || String(channel.id))}`}
      state={backgroundState(location)}
      className={[styles.tile, styles.channel].join(' ')}
      data-catalogue-item=""
    >
      <span className={styles.logo}>
        <Image src={channel.logo} alt="" kind="channel" />
      </span>
      <span className={styles.title}>{channel.name}</span>
    </Link>
  )
}

/**
 * A promotion (button, branded_button, promo-wide, packet rows): its destination decides what a click
 * does (spec 3 §2): the content card, a message modal, a new tab, or the packet page.
 */
export function PromotionTile({
  promotion,
  variant,
  ottProvider = true,
}: {
  promotion: Promotion
  variant: 'button' | 'branded' | 'wide' | 'packet' | 'collection'
  ottProvider?: boolean
}) {
  const location = useLocation()
  const modal = useModal()
  const action = destinationAction(promotion.destination, { ottProvider })
  const kind =
    variant === 'wide'
      ? 'promo-wide'
      : variant === 'branded'
        ? 'branded_button'
        : variant === 'collection'
          ? 'collection-v'
          : 'button'
  const className = [styles.tile, styles.promotion, styles[variant]].join(' ')
  const body = (
    <>
      <span className={styles.picture} style={{ background: promotion.color_bg || undefined }}>
        <Image src={promotion.image ?? promotion.background ?? undefined} alt="" kind={kind} />
      </span>
      <span className={styles.title}>{promotion.title}</span>
      {promotion.short && <span className={styles.meta}>{promotion.short}</span>}
    </>
  )
  if (action.kind === 'route') {
    const modalPage = action.to.startsWith('/contents/') || action.to.startsWith('/channels/')
    return (
      <Link
        to={action.to}
        state={modalPage ? backgroundState(location) : undefined}
        className={className}
        data-catalogue-item=""
      >
        {body}
      </Link>
    )
  }
  if (action.kind === 'external') {
    return (
      <a
        href={action.url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-catalogue-item=""
      >
        {body}
      </a>
    )
  }
  const open = (event: MouseEvent) => {
    event.preventDefault()
    if (action.kind === 'message') modal.open('message', { title: action.title, text: action.text })
  }
  return (
    <button type="button" className={className} onClick={open} data-catalogue-item="">
      {body}
    </button>
  )
}

/** spec 3 §2: the open-all tile at the end of a slider with more than 6 items. */
export function OpenAllTile({ to, shape }: { to: string; shape: 'vertical' | 'horizontal' | 'round' }) {
  const { t } = useTranslation()
  return (
    <Link to={to} className={[styles.tile, styles.openAll, styles[shape]].join(' ')}>
      <span className={styles.openAllBox}>{t('catalogue_open_all')}</span>
    </Link>
  )
}
