import { useTranslation } from 'react-i18next'
import { NotFound } from '../../shared/ui/not-found'
import { isMissing, useInfoPage } from './api'
import { InfoFrame, InfoPageBody } from './info-document'

/** A rules page (spec 1 §2 "several rules pages"): the operator's title, lead and numbered clauses. */
export default function RulesPage({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const query = useInfoPage('rules', slug)
  if (isMissing(query.error)) return <NotFound />
  return (
    <InfoFrame query={query} title={query.data?.title ?? t('section_rules')}>
      {(page) => <InfoPageBody page={page} stepsLabel="info_clauses" />}
    </InfoFrame>
  )
}
