import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { formatDate } from '../../shared/i18n/date-format'
import { Image } from '../../shared/ui/image'
import { useNewsList } from './api'
import { InfoFrame } from './info-document'
import { InfoEmpty } from './info-states'
import styles from './info-pages.module.css'

/** /news (spec 3 §2 "News"): the list, newest first; an item opens /news/{id} over the list. */
export default function NewsPage() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const query = useNewsList()
  return (
    <InfoFrame query={query} title={t('section_news')}>
      {(news) =>
        news.length === 0 ? (
          <InfoEmpty textKey="news_empty" />
        ) : (
          <ul className={styles.newsList}>
            {news.map((item) => (
              <li key={item.id}>
                <article className={styles.newsCard} aria-labelledby={`news-${item.id}`}>
                  <Image className={styles.newsImage} src={item.image ?? undefined} alt="" />
                  <div className={styles.newsBody}>
                    <h2 id={`news-${item.id}`} className={styles.newsTitle}>
                      <Link to={`/news/${item.id}`} state={backgroundState(location)}>
                        {item.title}
                      </Link>
                    </h2>
                    <time className={styles.muted} dateTime={item.published_at}>
                      {formatDate(item.published_at, i18n.language, 'date')}
                    </time>
                    <p>{item.short}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </InfoFrame>
  )
}
