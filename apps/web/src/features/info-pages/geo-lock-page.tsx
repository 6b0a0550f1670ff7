import { useTranslation } from 'react-i18next'
import { AlertIcon } from '../../shared/ui/icons'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'

/** spec 1 §4/§8: a forbidden country shows this page with the country and remote address. */
export default function GeoLockPage({
  country,
  remote,
  message,
}: {
  country?: string
  remote?: string
  message?: string
}) {
  const { t } = useTranslation()
  return (
    <PageFrame>
      <StateMessage icon={<AlertIcon />} title={t('warning_unsupported_region')} text={message}>
        {country && <p>{t('geo_country', { country })}</p>}
        {remote && <p>{t('geo_remote', { remote })}</p>}
      </StateMessage>
    </PageFrame>
  )
}
