import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { blockLifted } from './block-rules'
import { useBlockStatus } from './block-status'

/** #block_alma: the server's reason and what the viewer can do (top up, check again). Not closable. */
export default function BlockAlmaBody({
  onClose,
  payload,
}: {
  onClose: () => void
  payload?: Record<string, unknown>
}) {
  const { t } = useTranslation()
  const modal = useModal()
  const status = useBlockStatus()
  const lifted = blockLifted(status.data)
  useEffect(() => {
    if (lifted) onClose()
  }, [lifted, onClose])
  const message =
    status.data?.message_detail ?? (typeof payload?.message === 'string' ? payload.message : null)
  return (
    <div>
      <p data-testid="block-message">{message ?? t('block_default')}</p>
      <p>{t('block_help')}</p>
      <Button onClick={() => modal.open('refill')}>{t('block_refill')}</Button>{' '}
      <Button variant="secondary" disabled={status.isFetching} onClick={() => void status.refetch()}>
        {t('block_check')}
      </Button>
    </div>
  )
}
