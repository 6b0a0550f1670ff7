import { useTranslation } from 'react-i18next'
import type { InfoPage } from '@efir/contract'
import { useResources } from '../../shared/session/use-session'
import { storeLinks } from '../../shared/store-links'
import { buttonClassName } from '../../shared/ui/button'
import { isMissing, useInfoPage } from './api'
import { InfoFrame, InfoPageBody, type PageQuery } from './info-document'
import styles from './info-pages.module.css'

/** /app_store (spec 1 §2 information pages): the operator's text about its apps and its store links. */
export default function AppStorePage() {
  const { t } = useTranslation()
  const query = useInfoPage('app_store', 'app_store')
  const stores = storeLinks(useResources())
  // an operator without an app-store text still shows its store links
  const missing = isMissing(query.error)
  const frameQuery: PageQuery<InfoPage | null> = missing
    ? { data: null, isPending: false, isError: false, refetch: query.refetch }
    : query
  return (
    <InfoFrame query={frameQuery} title={query.data?.title ?? t('section_app_store')}>
      {(page) => (
        <>
          {page && <InfoPageBody page={page} stepsLabel="info_steps" />}
          <section className={styles.section} aria-labelledby="app-store-links">
            <h2 id="app-store-links" className={styles.sectionTitle}>
              {t('app_store_links')}
            </h2>
            {stores.length === 0 ? (
              <p className={styles.muted}>{t('app_store_no_links')}</p>
            ) : (
              <ul className={styles.stores}>
                {stores.map((store) => (
                  <li key={store.store}>
                    <a
                      className={buttonClassName({ variant: 'secondary' })}
                      href={store.href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t(store.labelKey)}
                      <span className="visually-hidden"> {t('opens_new_tab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </InfoFrame>
  )
}
