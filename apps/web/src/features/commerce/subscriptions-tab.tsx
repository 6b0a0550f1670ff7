import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import { Alert } from '../../shared/ui/alert'
import { SkeletonList } from '../../shared/ui/skeleton'
import { usePackets } from './api'
import { PacketGroupList } from './packet-groups'

/**
 * The settings' Subscriptions tab (spec 3 §2: sections base, other and promo; each card with name,
 * price, trial price, period and actions): the packets page's list inside the settings area.
 */
export default function SubscriptionsTab() {
  const { t } = useTranslation()
  const packets = usePackets()
  if (packets.isPending)
    return (
      <div aria-busy="true">
        <SkeletonList count={3} height={160} />
      </div>
    )
  if (packets.isError)
    return (
      <Alert tone="error">
        <p>{t('packets_load_error')}</p>
        <Button size="small" onClick={() => void packets.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  return <PacketGroupList packets={packets.data} />
}
