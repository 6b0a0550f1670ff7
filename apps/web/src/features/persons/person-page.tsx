import { useTranslation } from 'react-i18next'
import type { PersonRole } from '@efir/contract'
import { contentRefId } from '@efir/contract/routes'
import { Image } from '../../shared/ui/image'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { Skeleton, SkeletonList } from '../../shared/ui/skeleton'
import { ContentGrid } from '../../shared/content-grid/content-grid'
import { FavoriteButton } from '../../shared/favorite-toggle/favorite-button'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { useChildProfile, useFilmography, usePerson } from './api'
import {
  PERSON_ANCHORS,
  groupTitles,
  isNoindexPerson,
  visibleTitles,
  type PersonGroupKind,
} from './person-rules'
import styles from './persons.module.css'

const GROUP_TITLE: Record<PersonGroupKind, string> = {
  movies: 'person_group_movies',
  series: 'person_group_series',
  programmes: 'person_group_programmes',
}

/**
 * The person page (spec 3 §2 "Person page"): photo or stub, name, roles, the count of titles with
 * Russian word forms, biography, favorite toggle, titles grouped into movies, series and programmes,
 * anchors to the films and the biography; noindex under 2 titles; the not-found screen on 404.
 */
export function PersonPage({ personKey }: { personKey: string }) {
  const { t } = useTranslation()
  const person = usePerson(personKey)
  const filmography = useFilmography(person.data?.id)
  const child = useChildProfile()
  const seo = usePageSeo('person', person.data?.name, { name: person.data?.name })

  // a path that cannot name a person is not asked for (the contract's rule, as for a content)
  if (contentRefId(personKey) === null) return <NotFound textKey="not_found_person" headingLevel={2} />
  if (person.isError)
    return (
      <LoadFailure
        error={person.error}
        notFoundKey="not_found_person"
        title={t('content_load_failed')}
        onRetry={() => void person.refetch()}
        headingLevel={2}
      />
    )
  if (!person.data)
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width={150} height={200} />
        <SkeletonList count={6} />
      </div>
    )

  const p = person.data
  const titles = visibleTitles(
    (filmography.data?.contents ?? []).filter((c) => !c.is_4k),
    child,
  )
  const count = filmography.data ? titles.length : p.contents_count
  const groups = groupTitles(titles)
  const moviesAnchor = groups[0]?.kind
  return (
    <article className={styles.page} aria-labelledby="person-name">
      {filmography.data && isNoindexPerson(titles.length) && <meta name="robots" content="noindex" />}
      <div className={styles.hero}>
        <Image
          className={styles.photo}
          src={p.image ?? undefined}
          alt={p.name}
          kind="person"
          stub="person"
          eager
        />
        <div className={styles.facts}>
          <h2 id="person-name" className={styles.name}>
            {seo.h1 ?? p.name}
          </h2>
          {p.original_name && <p className={styles.muted}>{p.original_name}</p>}
          {p.roles.length > 0 && (
            <p className={styles.muted}>
              {p.roles.map((role: PersonRole) => t(`person_role_${role}`)).join(', ')}
            </p>
          )}
          <p>{t('person_titles_count', { count })}</p>
          <nav aria-label={t('person_sections')}>
            <ul className={styles.anchors}>
              {moviesAnchor && (
                <li>
                  <a href={`#${PERSON_ANCHORS.movies}`}>{t(GROUP_TITLE[moviesAnchor])}</a>
                </li>
              )}
              {p.bio && (
                <li>
                  <a href={`#${PERSON_ANCHORS.biography}`}>{t('person_biography')}</a>
                </li>
              )}
            </ul>
          </nav>
          <div className={styles.actions}>
            <FavoriteButton kind="person" id={p.id} name={p.name} />
          </div>
        </div>
      </div>
      {filmography.isPending ? (
        <SkeletonList count={6} />
      ) : groups.length === 0 ? (
        <p className={styles.muted}>{t('person_no_titles')}</p>
      ) : (
        groups.map((group, index) => (
          <section
            key={group.kind}
            className={styles.group}
            id={index === 0 ? PERSON_ANCHORS.movies : undefined}
            aria-labelledby={`person-group-${group.kind}`}
          >
            <h3 id={`person-group-${group.kind}`} className={styles.groupTitle}>
              {t(GROUP_TITLE[group.kind])}
            </h3>
            <ContentGrid items={group.items} label={t(GROUP_TITLE[group.kind])} />
          </section>
        ))
      )}
      {p.bio && (
        <section id={PERSON_ANCHORS.biography} className={styles.group} aria-labelledby="person-bio">
          <h3 id="person-bio" className={styles.groupTitle}>
            {t('person_biography')}
          </h3>
          <p className={styles.bio}>{p.bio}</p>
          {p.bio_url && (
            <a href={p.bio_url} target="_blank" rel="noreferrer">
              {t('person_biography_more')}
            </a>
          )}
        </section>
      )}
    </article>
  )
}

export default PersonPage
