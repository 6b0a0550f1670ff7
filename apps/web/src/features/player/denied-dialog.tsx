import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import { LazyModalFrame } from '../../shared/ui/lazy-modal-frame'

/** spec 2 §8 permission_denied: a modal with the detail text and a way back to the channel list. */
export function DeniedDialog({ detail }: { detail: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const back = () => void navigate('/channels')
  return (
    <LazyModalFrame title={t('player_access_denied')} closable onClose={back}>
      <p>{detail}</p>
      <Button onClick={back}>{t('player_back_to_channels')}</Button>
    </LazyModalFrame>
  )
}
