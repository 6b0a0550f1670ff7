import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { loadFailureOf } from '../api/api-error'
import { usePageTitle } from '../hooks/document-title'
import { Button, ButtonLink } from './button'
import { AlertIcon } from './icons'
import { PageFrame, StateMessage } from './page-frame'
import styles from './not-found.module.css'

/**
 * The not-found state every page shares (issue 32): it says so (text key not_found_page, or the page's
 * own: not_found_content, not_found_person, ...), names the tab, keeps search engines out (noindex,
 * for where the server could not answer 404 itself) and offers a way on: the page's own (`children`)
 * and home.
 */
export function NotFound({
  textKey = 'not_found_page',
  headingLevel,
  children,
}: {
  textKey?: string
  headingLevel?: 1 | 2
  children?: ReactNode
}) {
  const { t } = useTranslation()
  usePageTitle(t(textKey))
  return (
    <PageFrame>
      <meta name="robots" content="noindex" />
      <StateMessage icon={<AlertIcon />} title={t(textKey)} headingLevel={headingLevel}>
        <div className={styles.actions}>
          {children}
          <ButtonLink to="/" variant={children ? 'secondary' : undefined}>
            {t('go_home')}
          </ButtonLink>
        </div>
      </StateMessage>
    </PageFrame>
  )
}

/**
 * A page whose data failed to load: not found on an API 404 (a retry never helps), else the failure as
 * it is (the network, or the service) with a retry. `title` names what failed ("Could not load ...").
 */
export function LoadFailure({
  error,
  notFoundKey,
  title,
  onRetry,
  headingLevel,
  children,
}: {
  error: unknown
  notFoundKey?: string
  title: string
  onRetry: () => void
  headingLevel?: 1 | 2
  /** The page's own way on (e.g. all packets), beside home or the retry. */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const kind = loadFailureOf(error)
  if (kind === 'not-found')
    return (
      <NotFound textKey={notFoundKey} headingLevel={headingLevel}>
        {children}
      </NotFound>
    )
  return (
    <PageFrame>
      <div role="alert">
        <StateMessage
          icon={<AlertIcon />}
          title={title}
          text={t(kind === 'network' ? 'load_failed_text' : 'load_failed_server_text')}
          headingLevel={headingLevel}
        >
          <div className={styles.actions}>
            <Button onClick={onRetry}>{t('retry')}</Button>
            {children}
          </div>
        </StateMessage>
      </div>
    </PageFrame>
  )
}
