import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { NotFound } from '../../shared/ui/not-found'
import { useInfoPages } from './api'
import { chooseGuideView, MANUAL_DEVICES } from './device-guides'
import { GuideChooser } from './guide-chooser'
import { InfoFrame, InfoPageBody } from './info-document'
import { InfoEmpty } from './info-states'
import styles from './info-pages.module.css'

/**
 * /manual and /manual/{dune|tvip|eltex|mag} (spec 3 §2): the set-top boxes, then one box's numbered
 * steps. A box outside the list (or without a manual) is the not-found page.
 */
export default function ManualPage() {
  const { t } = useTranslation()
  const { device } = useParams()
  const query = useInfoPages('manual')
  const view = query.data ? chooseGuideView(device, query.data, MANUAL_DEVICES) : null
  if (view?.kind === 'unknown') return <NotFound />
  const title = view?.kind === 'steps' ? view.guide.title : t('section_manual')
  return (
    <InfoFrame query={query} title={title}>
      {() => {
        if (view?.kind === 'steps')
          return (
            <>
              <InfoPageBody page={view.guide} stepsLabel="info_steps" />
              <p className={styles.actions}>
                <Link to="/manual">{t('manual_all_boxes')}</Link>
              </p>
            </>
          )
        if (!view || view.guides.length === 0) return <InfoEmpty textKey="manual_empty" />
        return (
          <>
            <p className={styles.lead}>{t('manual_choose_box')}</p>
            <GuideChooser
              guides={view.guides}
              label={t('manual_boxes')}
              hrefOf={(slug) => `/manual/${encodeURIComponent(slug)}`}
            />
          </>
        )
      }}
    </InfoFrame>
  )
}
