import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import { AlertIcon } from '../../shared/ui/icons'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { usePackets } from './api'
import { PacketGroupList } from './packet-groups'

/** /packets (issue 14): the provider's packets in base, other and promo groups. */
export default function PacketsPage() {
  const { t } = useTranslation()
  const packets = usePackets()
  if (packets.isPending)
    return (
      <PageFrame title={t('section_packets')}>
        <div aria-busy="true">
          <SkeletonList count={6} height={200} />
        </div>
      </PageFrame>
    )
  if (packets.isError)
    return (
      <PageFrame title={t('section_packets')}>
        <StateMessage icon={<AlertIcon />} title={t('packets_load_error')} headingLevel={2}>
          <Button onClick={() => void packets.refetch()}>{t('retry')}</Button>
        </StateMessage>
      </PageFrame>
    )
  return (
    <PageFrame title={t('section_packets')}>
      <PacketGroupList packets={packets.data} />
    </PageFrame>
  )
}
