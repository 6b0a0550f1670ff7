import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { formatDate } from '../../shared/i18n/date-format'
import { ButtonLink } from '../../shared/ui/button'
import { AlertIcon } from '../../shared/ui/icons'
import { Image } from '../../shared/ui/image'
import { StateMessage } from '../../shared/ui/page-frame'
import { useNewsItem } from './api'
import { newsItemId } from './news-id'
import { InfoSkeleton } from './info-states'
import { normaliseInfoText } from './info-text'
import styles from './info-pages.module.css'

/**
 * /news/{id}, a modal page over the list (spec 3 §2). spec 3 §8: a news item that fails to load is
 * shown as not found, with the way to every news item and home.
 */
export default function NewsItemPage() {
  const { t, i18n } = useTranslation()
  const id = newsItemId(useParams().id)
  const query = useNewsItem(id)
  usePageSeo('news', query.data?.title)
  if (id === null || query.isError)
    return (
      <StateMessage icon={<AlertIcon />} title={t('not_found_news')} headingLevel={2}>
        <div className={styles.actions}>
          <ButtonLink to="/news">{t('news_all')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('go_home')}
          </ButtonLink>
        </div>
      </StateMessage>
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
