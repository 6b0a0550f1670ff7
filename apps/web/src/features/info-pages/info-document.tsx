import type { ReactNode } from 'react'
import type { InfoPage } from '@efir/contract'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../shared/ui/page-frame'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { InfoEmpty, InfoError, InfoSkeleton, StepList } from './info-states'
import { normaliseInfoText } from './info-text'
import styles from './info-pages.module.css'

/** The query state every information page goes through (TanStack Query's result, what it needs). */
export interface PageQuery<T> {
  data: T | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * A page frame around a query: the skeleton while it loads, the error with retry and home when it
 * fails, else the content. The heading is the section's name until the content names itself.
 */
export function InfoFrame<T>({
  query,
  title,
  children,
}: {
  query: PageQuery<T>
  title: string
  children: (data: T) => ReactNode
}) {
  usePageSeo('info', title)
  let body: ReactNode
  if (query.isError) body = <InfoError onRetry={() => void query.refetch()} headingLevel={2} />
  else if (query.isPending || query.data === undefined) body = <InfoSkeleton />
  else body = children(query.data)
  return <PageFrame title={title}>{body}</PageFrame>
}

/** One information page's lead text and numbered items (a rules page, a manual, a device's steps). */
export function InfoPageBody({ page, stepsLabel }: { page: InfoPage; stepsLabel: string }) {
  const { t } = useTranslation()
  const lead = normaliseInfoText(page.text)
  if (!lead && page.items.length === 0) return <InfoEmpty textKey="info_page_empty" />
  return (
    <>
      {lead && <p className={styles.lead}>{lead}</p>}
      {page.items.length > 0 && <StepList items={page.items} label={t(stepsLabel, { title: page.title })} />}
    </>
  )
}
