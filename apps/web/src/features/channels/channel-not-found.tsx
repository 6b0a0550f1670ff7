import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../shared/ui/button'
import { usePageTitle } from '../../shared/hooks/document-title'
import { ModalFrame } from '../../shared/ui/modal-frame'

/**
 * spec 2 §2 "An unknown channel shows the channel not-found page (not_found_channel)": over the channel
 * list it opens as a dialog, the header and the list stay below (issue 11: not a page without a header).
 */
export function ChannelNotFoundDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  usePageTitle(t('not_found_channel'))
  return (
    <ModalFrame title={t('not_found_channel')} closable onClose={onClose}>
      <meta name="robots" content="noindex" />
      <ButtonLink to="/channels">{t('channel_all_channels')}</ButtonLink>
    </ModalFrame>
  )
}
