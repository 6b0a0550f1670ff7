import { useEffect, useMemo, useState } from 'react'
import { LazyModalFrame } from '../../shared/ui/lazy-modal-frame'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import type { ContentDetails, Episode } from '@efir/contract'
import { FavoriteButton } from '../../shared/favorite-toggle/favorite-button'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { Alert } from '../../shared/ui/alert'
import { Button, ButtonLink } from '../../shared/ui/button'
import { Image } from '../../shared/ui/image'
import { chooseImage } from '../../shared/ui/image-choice'
import { ageLabel } from '../../shared/text/age-label'
import { useSeo } from '../../shared/hooks/use-seo'
import { contentSeoPage, contentSeoValues, fallbackTitle } from '../../shared/hooks/use-seo.logic'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { useChannelList } from '../../shared/live/channel-list'
import { isWebView } from '../../shared/web-view'
import { prerendering } from '../../shared/prerender'
import { useRegisterPrompt } from '../../shared/notifications/use-register-prompt'
import { useNetworkInfo } from '../../shared/session/use-session'
import { useContent, useContentMetadata, useEpisodes, useSimilar, useSources } from './api'
import {
  breadcrumbSection,
  catchupDecision,
  contentIdOf,
  episodesToShow,
  initialSeason,
  isSeries,
  otherEpisodes,
  otherEpisodesCount,
  ratingBadges,
} from './content-rules'
import { Catchups, Description, Episodes, Persons, Similar } from './content-sections'
import { episodeName } from './episode-name'
import { TrailerBackground } from './trailer-background'
import { usePlayAction } from './use-play-action'
import { WatchButton } from './watch-button'
import styles from './content-page.module.css'

/** The card's loading skeleton (spec 3 §2: loading states are skeletons). */
export function ContentSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <Skeleton height={36} width="60%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={44} width={180} radius="8px" />
        </div>
      </div>
      <Skeleton height={80} />
      <Skeleton height={160} />
    </div>
  )
}

function backgroundOfContent(c: ContentDetails): string | undefined {
  return c.images.find((i) => i.type === 'bg')?.src ?? c.cover.bg ?? chooseImage(c.images, 'wide', c.cover)
}

/**
 * The content card (spec 3 §2 "Content card"): /contents/{slug or id} and /contents/{slug}/{childId}.
 * Background image or trailer, title, buttons, breadcrumbs, tags, ratings, persons, description,
 * seasons and episodes, catch-up airings and similar titles.
 */
export function ContentCardView({
  content: c,
  childId,
}: {
  content: ContentDetails
  childId: number | null
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { width } = useWindowSize()
  const meta = useContentMetadata(c.id)
  const series = isSeries(c)
  const hasEpisodes = series || c.seasons.length > 0
  const episodesQuery = useEpisodes(c.id, hasEpisodes)
  const sources = useSources(c.id)
  const similar = useSimilar(c.id)
  const channels = useChannelList()
  const action = usePlayAction(c.library_id)
  const allEpisodes = useMemo(() => episodesQuery.data ?? [], [episodesQuery.data])
  const child = childId ? allEpisodes.find((e) => e.id === childId) : undefined
  const [season, setSeason] = useState<number | null>(null)
  const currentSeason =
    season ?? initialSeason(c.seasons, child?.season ?? meta.data?.next_to_play?.season ?? null)
  const shown = useMemo(
    () => episodesToShow(allEpisodes, { series, season: series ? currentSeason : null }),
    [allEpisodes, series, currentSeason],
  )
  useRegisterPrompt(c.id) // spec 3 §2: the register prompt 5000 ms after a content opens
  const ratings = ratingBadges(c)
  const crumb = breadcrumbSection(c)
  const age = ageLabel(c)
  const prerender = prerendering()
  const network = useNetworkInfo()
  const seoTarget = child ?? c
  useSeo(
    contentSeoPage(seoTarget),
    contentSeoValues(
      child ? { ...c, ...child, title: c.title, library_name: c.library_name } : c,
      network?.provider?.name,
    ),
    { title: fallbackTitle(child ? `${c.title} · ${child.title}` : c.title, network?.provider?.name) },
  )
  const background = backgroundOfContent(c)
  const trailerId = c.trailers[0]?.id ?? null
  const shareable = typeof navigator !== 'undefined' && !isWebView(navigator.userAgent)

  const playEpisode = (episode: Episode) => action.play({ content: c, episode, meta: meta.data ?? null })
  const playMain = () => {
    if (hasEpisodes) {
      const targetId = child?.id ?? meta.data?.next_to_play?.id
      const episode =
        allEpisodes.find((e) => e.id === targetId) ??
        episodesToShow(allEpisodes, { series: true, season: null }).find((e) => !e.is_announcement)
      if (episode) playEpisode(episode)
      return
    }
    action.play({ content: c, meta: meta.data ?? null })
  }
  const openTrailer = trailerId ? () => void navigate(`/trailers/${trailerId}`) : undefined
  const share = async () => {
    const url = window.location.href
    try {
      if (navigator.share) await navigator.share({ title: c.title, url })
      else {
        await navigator.clipboard.writeText(url)
        toastStore.show(t('content_link_copied'), 'success')
      }
    } catch {
      // the viewer closed the share sheet
    }
  }
  const openCatchup = (entry: { channel_id: number; start_at: number; is_catchup_available: boolean }) => {
    const decision = catchupDecision(entry, meta.data?.is_purchased ?? true, Math.floor(Date.now() / 1000))
    if (decision.kind === 'future') toastStore.show(t('error_schedule_from_future'), 'error')
    else if (decision.kind === 'banned') toastStore.show(t('error_schedule_copyright_banned'), 'error')
    else if (decision.kind === 'purchase') action.requestPurchase(c.id, c.id)
    else void navigate(decision.path)
  }
  const unavailable =
    c.is_lost || !c.is_available || (meta.data ? !meta.data.is_available || meta.data.is_lost : false)
  const others = child ? otherEpisodes(shown, child.id, otherEpisodesCount(width)) : []

  return (
    <article className={styles.card} data-content-id={c.id}>
      <div className={styles.hero} style={{ backgroundColor: c.cover.color_bg || undefined }}>
        {background && <Image src={background} alt="" className={styles.heroImage} />}
        {trailerId && !unavailable && <TrailerBackground trailerId={trailerId} />}
        <div className={styles.heroText}>
          <nav aria-label={t('breadcrumbs')}>
            <ol className={styles.breadcrumbs}>
              <li>
                <Link to="/">{t('section_home')}</Link>
              </li>
              <li>
                <Link to={crumb.path}>{t(crumb.key)}</Link>
              </li>
              <li aria-current="page">{c.title}</li>
            </ol>
          </nav>
          {c.graphic_title ? (
            <Image src={c.graphic_title} alt={c.title} className={styles.graphicTitle} />
          ) : (
            <p className={styles.title}>{child ? `${c.title} · ${child.title}` : c.title}</p>
          )}
          <ul className={styles.tags} aria-label={t('content_tags')}>
            {c.year && <li>{c.year}</li>}
            {c.countries.slice(0, 3).map((country) => (
              <li key={country.id}>{country.name}</li>
            ))}
            {c.genres.map((g) => (
              <li key={g.id}>
                <Link to={`/row/${g.row_slug}`}>{g.name}</Link>
              </li>
            ))}
            {age && <li className={styles.age}>{age}</li>}
          </ul>
          {ratings.length > 0 && (
            <ul className={styles.ratings} aria-label={t('content_ratings')}>
              {ratings.map((r) => (
                <li key={r.type} className={[styles.rating, r.good && styles.good].filter(Boolean).join(' ')}>
                  <span className={styles.ratingKind}>{t(`rating_${r.type}`)}</span> {r.text}
                </li>
              ))}
            </ul>
          )}
          {c.original && c.original !== c.title && <p className={styles.original}>{c.original}</p>}
          {/* spec 3 §2: a prerender gets the card without its interactive buttons */}
          {!prerender && (
            <div className={styles.buttons} data-content-buttons="">
              {unavailable ? (
                // spec 3 §4 "Watch button" and §8: "not available", whose modal offers the TV instead
                <Button variant="secondary" onClick={action.showNotAvailable}>
                  {t('content_not_available_short')}
                </Button>
              ) : (
                <WatchButton
                  meta={meta.data}
                  loading={meta.isPending}
                  busy={action.busy}
                  onPlay={playMain}
                  onPurchase={(offer) => action.requestPurchase(c.id, c.id, offer)}
                  onTrailer={openTrailer}
                  episode={child}
                  onNotAvailable={action.showNotAvailable}
                />
              )}
              {trailerId && (
                <ButtonLink variant="secondary" to={`/trailers/${trailerId}`}>
                  {t('content_trailer')}
                </ButtonLink>
              )}
              <FavoriteButton kind="content" id={c.id} name={c.title} tone="secondary" />
              {shareable && (
                <Button variant="ghost" onClick={() => void share()}>
                  {t('content_share')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      {c.is_announcement && <Alert>{t('warning_episode_is_announcement')}</Alert>}
      {action.notice === 'announcement' && !c.is_announcement && (
        <Alert>{t('warning_episode_is_announcement')}</Alert>
      )}
      {child && others.length > 0 && (
        <section className={styles.section} aria-labelledby="content-other">
          <h3 id="content-other" className={styles.sectionTitle}>
            {t('content_other_episodes')}
          </h3>
          <ul className={styles.others}>
            {others.map((e) => (
              <li key={e.id}>
                <Link to={`/contents/${c.slug}/${e.id}`} replace className={styles.otherEpisode}>
                  <Image src={chooseImage(e.images, 'horizontal', e.cover)} alt="" />
                  <span>{episodeName(e, t)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Description text={c.description} />
      <Persons persons={c.persons} />
      {hasEpisodes && (
        <Episodes
          heading={series ? t('content_episodes') : t('content_releases')}
          seasons={c.seasons}
          season={currentSeason}
          onSeason={setSeason}
          episodes={shown}
          loading={episodesQuery.isPending}
          currentId={child?.id ?? null}
          busy={action.busy}
          onPlay={playEpisode}
        />
      )}
      <Catchups
        catchups={sources.data?.catchups ?? []}
        channelName={(id) => channels.data?.find((ch) => ch.id === id)?.name}
        onOpen={openCatchup}
      />
      <Similar items={similar.data ?? []} selfId={c.id} />
    </article>
  )
}

/** The modal-page body: loads the card by the slug's id; 404 → not_found_content. */
export function ContentPage({ onTitle }: { onTitle?: (title: string) => void }) {
  const { t } = useTranslation()
  const params = useParams()
  const [search] = useSearchParams()
  const id = contentIdOf(params.id)
  const childId = contentIdOf(params.childId)
  const libraryId = Number(search.get('library_id')) || undefined
  const content = useContent(id, libraryId)
  const title = content.data?.title
  useEffect(() => {
    if (title) onTitle?.(title)
  }, [title, onTitle])
  if (id === null) return <NotFound textKey="not_found_content" />
  if (content.isError)
    return (
      <LoadFailure
        error={content.error}
        notFoundKey="not_found_content"
        title={t('content_load_failed')}
        onRetry={() => void content.refetch()}
      />
    )
  if (!content.data) return <ContentSkeleton />
  return <ContentCardView content={content.data} childId={childId} />
}

/** /contents/{id}[/{childId}] as a modal page over the page underneath; the dialog is named by the title. */
export default function ContentModalPage({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [title, setTitle] = useState<string | null>(null)
  return (
    <LazyModalFrame title={title ?? t('section_content')} closable onClose={onClose} size="wide" hostsPrompts>
      <ContentPage onTitle={setTitle} />
    </LazyModalFrame>
  )
}
