import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert } from '../../shared/ui/alert'
import { useInfoPages } from './api'
import { chooseGuideView, INSTRUCTION_DEVICES } from './device-guides'
import { GuideChooser } from './guide-chooser'
import { InfoFrame, InfoPageBody } from './info-document'
import { InfoEmpty } from './info-states'
import { InstructionAdvantages } from './instruction-advantages'
import styles from './info-pages.module.css'

/**
 * /instructions?device= (spec 3 §2 "Instructions"): choose a device, then its numbered steps. The
 * chooser stays above the steps so another device is one step away.
 */
export default function InstructionsPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const device = params.get('device')
  const query = useInfoPages('instructions')
  return (
    <InfoFrame query={query} title={t('section_instructions')}>
      {(guides) => {
        const chooser = chooseGuideView(null, guides, INSTRUCTION_DEVICES)
        if (chooser.kind !== 'chooser' || chooser.guides.length === 0)
          return <InfoEmpty textKey="instructions_empty" />
        const view = chooseGuideView(device, guides, INSTRUCTION_DEVICES)
        return (
          <>
            <p className={styles.lead}>{t('instructions_choose_device')}</p>
            <GuideChooser
              guides={chooser.guides}
              label={t('instructions_devices')}
              current={view.kind === 'steps' ? view.guide.slug : undefined}
              hrefOf={(slug) => `/instructions?device=${encodeURIComponent(slug)}`}
            />
            {view.kind === 'unknown' && <Alert tone="error">{t('instructions_unknown_device')}</Alert>}
            <InstructionAdvantages />
            {view.kind === 'steps' && (
              <section className={styles.section} aria-labelledby="instructions-device">
                <h2 id="instructions-device" className={styles.sectionTitle}>
                  {view.guide.title}
                </h2>
                <InfoPageBody page={view.guide} stepsLabel="info_steps" />
              </section>
            )}
          </>
        )
      }}
    </InfoFrame>
  )
}
