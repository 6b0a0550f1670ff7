import { useTranslation } from 'react-i18next'
import { ButtonLink } from './button'
import { AlertIcon } from './icons'
import { PageFrame, StateMessage } from './page-frame'

/** The not-found page (text key not_found_page) with a way home. `textKey` allows e.g. not_found_channel. */
export function NotFound({ textKey = 'not_found_page' }: { textKey?: string }) {
  const { t } = useTranslation()
  return (
    <PageFrame>
      <StateMessage icon={<AlertIcon />} title={t(textKey)}>
        <ButtonLink to="/">{t('go_home')}</ButtonLink>
      </StateMessage>
    </PageFrame>
  )
}
