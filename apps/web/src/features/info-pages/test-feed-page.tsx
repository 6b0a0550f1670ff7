import { useQueries } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { listInfoPages } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { backgroundState } from '../../shared/hooks/background-location'
import { formatDate } from '../../shared/i18n/date-format'
import { useNewsList } from './api'
import { InfoFrame } from './info-document'
import { INFO_PAGE_KINDS, infoPagePath } from './info-page-path'
import styles from './info-pages.module.css'

/**
 * /test_feed (spec 3 §2: non-production only): the operator's content feed as the server gives it
 * now — every news item and every information page, each linked to where the viewer sees it — so an
 * editor checks new texts before they ship.
 */
export default function TestFeedPage() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const news = useNewsList()
  const kinds = useQueries({
    queries: INFO_PAGE_KINDS.map((kind) => ({
      ...endpointQueryOptions(listInfoPages, { query: { kind } }),
      meta: HANDLES_ERRORS,
    })),
  })
  const failed = news.isError || kinds.some((k) => k.isError)
  const query = {
    data:
      news.data && kinds.every((k) => k.data)
        ? { news: news.data, pages: kinds.map((k) => k.data ?? []) }
        : undefined,
    isPending: !failed && (news.isPending || kinds.some((k) => k.isPending)),
    isError: failed,
    refetch: () => {
      void news.refetch()
      for (const k of kinds) void k.refetch()
    },
  }
  return (
    <InfoFrame query={query} title={t('section_test_feed')}>
      {({ news: items, pages }) => (
        <>
          <section className={styles.section} aria-labelledby="feed-news">
            <h2 id="feed-news" className={styles.sectionTitle}>
              {t('test_feed_news', { n: items.length })}
            </h2>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <Link to={`/news/${item.id}`} state={backgroundState(location)}>
                    {item.title}
                  </Link>{' '}
                  <time className={styles.muted} dateTime={item.published_at}>
                    {formatDate(item.published_at, i18n.language, 'date')}
                  </time>
                </li>
              ))}
            </ul>
          </section>
          {INFO_PAGE_KINDS.map((kind, index) => (
            <section key={kind} className={styles.section} aria-labelledby={`feed-${kind}`}>
              <h2 id={`feed-${kind}`} className={styles.sectionTitle}>
                {t(`test_feed_kind_${kind}`, { n: pages[index]?.length ?? 0 })}
              </h2>
              <ul>
                {(pages[index] ?? []).map((page) => (
                  <li key={page.slug}>
                    <Link to={infoPagePath(kind, page.slug)}>{page.title}</Link>{' '}
                    <span className={styles.muted}>{t('test_feed_items', { n: page.items.length })}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </InfoFrame>
  )
}
