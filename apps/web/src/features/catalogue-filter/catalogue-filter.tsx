import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { Button } from '../../shared/ui/button'
import { AlertIcon, FilmIcon } from '../../shared/ui/icons'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { useIsChildProfile } from '../../shared/session/use-is-child-profile'
import { FavoriteButton } from '../../shared/favorite-toggle/favorite-button'
import { mainGenres, subgenresOf, useCatalogue, useCountries, useGenres } from './api'
import { LOAD_MORE_MARGIN_PX } from './catalogue-paging'
import { ContentGrid } from '../../shared/content-grid/content-grid'
import { FilterBar } from './filter-bar'
import {
  catalogueKindOf,
  countryOptions,
  filterQuery,
  hasFilters,
  sortGenres,
  yearOptions,
  type FilterState,
} from './filter-options'
import { filterSearchParams, parseFilter, withFilter } from './filter-url'
import styles from './catalogue-filter.module.css'

/** Calls `onNear` when the sentinel comes within 1000 px of the viewport (spec 3 §2 infinite scroll). */
function useNearEnd(onNear: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onNear)
  useEffect(() => {
    callback.current = onNear
  })
  useEffect(() => {
    const node = ref.current
    if (!node || !enabled) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current()
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}

/**
 * The filter catalogue of /movies and /series (spec 3 §2): genre, subgenre, country, year and rating
 * filters kept in the URL, an endless grid (100, then 50 a batch), filters_no_found when empty.
 */
export function CatalogueFilter() {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const kind = catalogueKindOf(pathname)
  const years = useMemo(() => yearOptions(new Date().getFullYear()), [])
  const state = useMemo(() => parseFilter(params, years), [params, years])
  const genresQuery = useGenres()
  const countriesQuery = useCountries()
  const child = useIsChildProfile()
  const genres = useMemo(
    () => sortGenres(mainGenres(genresQuery.data, kind, child), i18n.language),
    [genresQuery.data, kind, child, i18n.language],
  )
  const subgenres = useMemo(
    () => sortGenres(subgenresOf(genresQuery.data, state.genre), i18n.language),
    [genresQuery.data, state.genre, i18n.language],
  )
  const countries = useMemo(() => countryOptions(countriesQuery.data ?? []), [countriesQuery.data])
  const catalogue = useCatalogue(kind, filterQuery(state, years))
  const sentinel = useNearEnd(
    () => void catalogue.fetchNextPage(),
    catalogue.hasNextPage && !catalogue.isFetchingNextPage && !catalogue.isError,
  )

  const update = (next: FilterState) => setParams(filterSearchParams(next, params), { replace: true })
  const sectionTitle = t(kind === 'movies' ? 'section_movies' : 'section_series')
  // spec 3 §5: the movies and series masks (h1, title, description)
  const title = usePageSeo(kind, sectionTitle, { name: sectionTitle }).h1 ?? sectionTitle
  const items = catalogue.data?.items ?? []

  let body
  if (catalogue.isPending) body = <SkeletonList />
  else if (catalogue.isError && items.length === 0)
    body = (
      <StateMessage icon={<AlertIcon />} title={t('catalogue_load_error')} headingLevel={2}>
        <Button onClick={() => void catalogue.refetch()}>{t('retry')}</Button>
      </StateMessage>
    )
  else if (items.length === 0)
    body = (
      <StateMessage icon={<FilmIcon />} title={t('filters_no_found')} headingLevel={2}>
        {hasFilters(state) && (
          <Button variant="secondary" onClick={() => update({ sort: state.sort })}>
            {t('filters_reset')}
          </Button>
        )}
      </StateMessage>
    )
  else
    body = (
      <>
        <ContentGrid
          items={items}
          label={title}
          action={(item) => <FavoriteButton kind="content" id={item.id} name={item.title} look="icon" />}
        />
        <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
        {catalogue.isFetchingNextPage && <Spinner />}
        {catalogue.isFetchNextPageError && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => void catalogue.fetchNextPage()}>
              {t('retry')}
            </Button>
          </div>
        )}
      </>
    )

  return (
    <PageFrame title={title}>
      <FilterBar
        state={state}
        genres={genres}
        subgenres={subgenres}
        countries={countries}
        years={years}
        onChange={(key, value) => update(withFilter(state, key, value))}
        onReset={() => update({ sort: state.sort })}
      />
      <section aria-busy={catalogue.isFetching} aria-label={title} className={styles.results}>
        {body}
      </section>
    </PageFrame>
  )
}

export default CatalogueFilter
