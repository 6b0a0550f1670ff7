import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { ContentCard, ContentDetails, Episode } from '@efir/contract'
import { backgroundState } from '../../shared/hooks/background-location'
import { Image } from '../../shared/ui/image'
import { chooseImage } from '../../shared/ui/image-choice'
import { cutEpisodes, similarToShow, trimDescription } from './content-rules'
import { episodeName } from './episode-name'
import styles from './content-page.module.css'
import { formatDate } from '../../shared/i18n/date-format'

/** Spec 3 §2: the description trimmed to 600 at a paragraph until expanded (toggle over 400 hidden). */
export function Description({ text }: { text: string }) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(false)
  const trimmed = trimDescription(text)
  if (!trimmed.short) return null
  return (
    <section className={styles.section} aria-label={t('content_description')}>
      <p className={styles.description}>{expanded ? text.trim() : trimmed.short}</p>
      {trimmed.toggle && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('content_collapse') : t('content_expand')}
        </button>
      )}
    </section>
  )
}

/** Persons with their role; a click opens /persons/{id} as a modal page (spec 3 §2). */
export function Persons({ persons }: { persons: ContentDetails['persons'] }) {
  const { t } = useTranslation()
  const location = useLocation()
  if (persons.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="content-persons">
      <h3 id="content-persons" className={styles.sectionTitle}>
        {t('content_persons')}
      </h3>
      <ul className={styles.persons}>
        {persons.map((p) => (
          <li key={`${p.id}-${p.role}`}>
            <Link
              className={styles.person}
              to={`/persons/${p.slug || p.id}`}
              state={backgroundState(location)}
            >
              <Image src={p.image ?? undefined} alt="" stub="person" className={styles.personPhoto} />
              <span className={styles.personName}>{p.name}</span>
              <span className={styles.personRole}>{t(`person_role_${p.role}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

interface EpisodesProps {
  seasons: ContentDetails['seasons']
  season: number | null
  onSeason: (season: number) => void
  episodes: Episode[]
  loading: boolean
  currentId?: number | null
  busy: boolean
  onPlay: (episode: Episode) => void
  heading: string
}

/** Seasons and their episodes (spec 3 §2): filtered by season, by series number, first 25 then all. */
export function Episodes({
  seasons,
  season,
  onSeason,
  episodes,
  loading,
  currentId,
  busy,
  onPlay,
  heading,
}: EpisodesProps) {
  const { t } = useTranslation()
  const [showAll, setShowAll] = useState(false)
  const { shown, more } = cutEpisodes(episodes, showAll)
  return (
    <section className={styles.section} aria-labelledby="content-episodes">
      <h3 id="content-episodes" className={styles.sectionTitle}>
        {heading}
      </h3>
      {seasons.length > 1 && (
        <div className={styles.seasons} role="group" aria-label={t('content_seasons')}>
          {seasons.map((s) => (
            <button
              key={s.number}
              type="button"
              className={styles.seasonButton}
              aria-pressed={s.number === season}
              onClick={() => {
                setShowAll(false)
                onSeason(s.number)
              }}
            >
              {s.title || t('content_season', { number: s.number })}
            </button>
          ))}
        </div>
      )}
      {loading && episodes.length === 0 ? (
        <ul className={styles.episodes} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={styles.episodeSkeleton} />
          ))}
        </ul>
      ) : (
        <ul className={styles.episodes} aria-label={heading}>
          {shown.map((e) => (
            <EpisodeItem key={e.id} episode={e} current={e.id === currentId} busy={busy} onPlay={onPlay} />
          ))}
        </ul>
      )}
      {more > 0 && (
        <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
          {t('content_show_all_episodes', { count: episodes.length })}
        </button>
      )}
    </section>
  )
}

function EpisodeItem({
  episode,
  current,
  busy,
  onPlay,
}: {
  episode: Episode
  current: boolean
  busy: boolean
  onPlay: (e: Episode) => void
}) {
  const { t } = useTranslation()
  const progress = episode.histories[0]?.watch_percentage ?? episode.history?.watch_percentage ?? 0
  const name = episodeName(episode, t)
  return (
    <li
      className={[styles.episode, current ? styles.currentEpisode : ''].join(' ')}
      aria-current={current || undefined}
    >
      <button
        type="button"
        className={styles.episodeButton}
        disabled={busy}
        onClick={() => onPlay(episode)}
        aria-label={t('content_play_episode', { name })}
      >
        <span className={styles.episodeThumb}>
          <Image src={chooseImage(episode.images, 'horizontal', episode.cover)} alt="" />
          {progress > 0 && (
            <span className={styles.progress} aria-hidden="true">
              <span style={{ width: `${Math.min(100, progress)}%` }} />
            </span>
          )}
        </span>
        <span className={styles.episodeText}>
          <span className={styles.episodeTitle}>{name}</span>
          {episode.is_announcement && <span className={styles.badge}>{t('content_announcement')}</span>}
          {!episode.is_available && !episode.is_announcement && (
            <span className={styles.badge}>{t('content_not_available_short')}</span>
          )}
        </span>
      </button>
    </li>
  )
}

/** Catch-up airings on channels (spec 3 §2): opening one needs the archive; unpurchased → purchase. */
export function Catchups({
  catchups,
  channelName,
  onOpen,
}: {
  catchups: { id: number; channel_id: number; start_at: number; is_catchup_available: boolean }[]
  channelName: (id: number) => string | undefined
  onOpen: (c: { channel_id: number; start_at: number; is_catchup_available: boolean }) => void
}) {
  const { t, i18n } = useTranslation()
  if (catchups.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="content-catchups">
      <h3 id="content-catchups" className={styles.sectionTitle}>
        {t('content_catchups')}
      </h3>
      <ul className={styles.catchups}>
        {catchups.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={styles.catchup}
              onClick={() => onOpen(c)}
              aria-disabled={!c.is_catchup_available || undefined}
            >
              <span>{channelName(c.channel_id) ?? t('content_channel', { id: c.channel_id })}</span>
              <time dateTime={new Date(c.start_at * 1000).toISOString()}>
                {formatDate(c.start_at * 1000, i18n.language, 'dateTime')}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The similar list (spec 3 §2: max 12), posters linking to their cards. */
export function Similar({ items, selfId }: { items: ContentCard[]; selfId: number }) {
  const { t } = useTranslation()
  const location = useLocation()
  const shown = similarToShow(items, selfId)
  if (shown.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="content-similar">
      <h3 id="content-similar" className={styles.sectionTitle}>
        {t('content_similar')}
      </h3>
      <ul className={styles.similar}>
        {shown.map((c) => (
          <li key={c.id}>
            <Link className={styles.poster} to={`/contents/${c.slug}`} state={location.state as unknown}>
              <Image src={chooseImage(c.images, 'vertical', c.cover)} alt="" />
              <span className={styles.posterTitle}>{c.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
