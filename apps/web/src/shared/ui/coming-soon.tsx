import { useTranslation } from 'react-i18next'
import { ButtonLink } from './button'
import { TvIcon } from './icons'
import { PageFrame, StateMessage } from './page-frame'

/**
 * The "coming" state of a section a later issue fills: names the section, never a blank screen.
 * `section` is the translated section name.
 */
export function ComingSoon({ section, inModal = false }: { section: string; inModal?: boolean }) {
  const { t } = useTranslation()
  const message = (
    <StateMessage
      icon={<TvIcon />}
      title={section}
      text={t('coming_soon_text', { section })}
      headingLevel={inModal ? 2 : 1}
    >
      {!inModal && (
        <ButtonLink to="/" variant="secondary">
          {t('go_home')}
        </ButtonLink>
      )}
    </StateMessage>
  )
  return inModal ? message : <PageFrame>{message}</PageFrame>
}
