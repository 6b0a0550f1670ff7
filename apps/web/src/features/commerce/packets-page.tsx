import type { Packet } from '@efir/contract'
import { useTranslation } from 'react-i18next'
import { Button, ButtonLink } from '../../shared/ui/button'
import { AlertIcon } from '../../shared/ui/icons'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { usePackets } from './api'
import { groupPackets, packetAction } from './packet-rules'
import { ACTION_KEYS, PacketPrice, PacketState } from './packet-texts'
import styles from './commerce.module.css'

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
  const groups = groupPackets(packets.data)
  const empty = packets.data.length === 0
  return (
    <PageFrame title={t('section_packets')}>
      {empty && <StateMessage title={t('packets_empty')} headingLevel={2} />}
      {(['base', 'other', 'promo'] as const).map((group) =>
        groups[group].length === 0 ? null : (
          <section key={group} className={styles.group} aria-labelledby={`packets-${group}`}>
            <h2 id={`packets-${group}`} className={styles.groupTitle}>
              {t(`packets_${group}`)}
            </h2>
            <ul className={styles.grid}>
              {groups[group].map((packet) => (
                <li key={packet.id}>
                  <PacketCard packet={packet} />
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </PageFrame>
  )
}

function PacketCard({ packet }: { packet: Packet }) {
  const { t } = useTranslation()
  const action = packetAction(packet)
  const titleId = `packet-${packet.id}`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardName}>
        {packet.bundle?.custom_name || packet.name}
      </h3>
      {packet.short && <p className={styles.muted}>{packet.short}</p>}
      {packet.channels_count > 0 && (
        <p className={styles.muted}>{t('packet_channels_count', { count: packet.channels_count })}</p>
      )}
      <PacketPrice packet={packet} />
      <PacketState packet={packet} />
      <div className={styles.cardActions}>
        {action === 'enable' && (
          <ButtonLink to={`/packets/${packet.id}?action=buy`} size="small">
            {t(ACTION_KEYS.enable)}
          </ButtonLink>
        )}
        <ButtonLink
          to={`/packets/${packet.id}`}
          size="small"
          variant="secondary"
          aria-label={`${t('packet_details')}: ${packet.name}`}
        >
          {t('packet_details')}
        </ButtonLink>
      </div>
    </article>
  )
}
