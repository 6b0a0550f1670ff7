import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { formatDate } from '../../shared/i18n/date-format'
import { ButtonLink } from '../../shared/ui/button'
import { Image } from '../../shared/ui/image'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { useNewsItem } from './api'
import { newsItemId } from './news-id'
import { InfoSkeleton } from './info-states'
import { normaliseInfoText } from './info-text'
import styles from './info-pages.module.css'

/**
 * /news/{id}, a modal page over the list (spec 3 §2). spec 3 §8: a news item that is not there is shown
 * as not found, with the way to every news item and home; a lost connection says so (issue 32).
 */
export default function NewsItemPage() {
  const { t, i18n } = useTranslation()
  const id = newsItemId(useParams().id)
  const query = useNewsItem(id)
  usePageSeo('news', query.data?.title)
  const allNews = <ButtonLink to="/news">{t('news_all')}</ButtonLink>
  if (id === null)
    return (
      <NotFound textKey="not_found_news" headingLevel={2}>
        {allNews}
      </NotFound>
    )
  if (query.isError)
    return (
      <LoadFailure
        error={query.error}
        notFoundKey="not_found_news"
        title={t('content_load_failed')}
        onRetry={() => void query.refetch()}
        headingLevel={2}
      >
        {allNews}
      </LoadFailure>
    )
  if (!query.data) return <InfoSkeleton />
  const item = query.data
  return (
    <article className={styles.article} aria-labelledby="news-item-title">
      <h2 id="news-item-title" className={styles.newsTitle}>
        {item.title}
      </h2>
      <time className={styles.muted} dateTime={item.published_at}>
        {formatDate(item.published_at, i18n.language, 'date')}
      </time>
      <Image className={styles.newsImage} src={item.image ?? undefined} alt="" eager />
      <p className={styles.lead}>{normaliseInfoText(item.text)}</p>
    </article>
  )
}
