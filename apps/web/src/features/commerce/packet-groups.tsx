import type { Packet } from '@efir/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../shared/ui/button'
import { StateMessage } from '../../shared/ui/page-frame'
import { groupPackets, packetAction } from './packet-rules'
import { PacketActionButtons } from './packet-actions'
import { PacketPrice, PacketState } from './packet-texts'
import { usePacketActions } from './use-packet-actions'
import styles from './commerce.module.css'

/**
 * Packets in base, other and promo sections (spec 3 §2 /packets and the settings' Subscriptions): each
 * card with name, price, trial price, period, the viewer's state and its actions.
 */
export function PacketGroupList({ packets }: { packets: readonly Packet[] }) {
  const { t } = useTranslation()
  const idPrefix = useId()
  const groups = groupPackets(packets)
  return (
    <>
      {packets.length === 0 && <StateMessage title={t('packets_empty')} headingLevel={2} />}
      {(['base', 'other', 'promo'] as const).map((group) =>
        groups[group].length === 0 ? null : (
          <section key={group} className={styles.group} aria-labelledby={`${idPrefix}-${group}`}>
            <h2 id={`${idPrefix}-${group}`} className={styles.groupTitle}>
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
    </>
  )
}

function PacketCard({ packet }: { packet: Packet }) {
  const { t } = useTranslation()
  const action = packetAction(packet)
  const actions = usePacketActions()
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
      <PacketActionButtons
        packet={packet}
        action={action}
        pageProviderId={null}
        actions={actions}
        size="small"
        enableTo={`/packets/${packet.id}?action=buy`}
        className={styles.cardActions}
      >
        <ButtonLink
          to={`/packets/${packet.id}`}
          size="small"
          variant="secondary"
          aria-label={`${t('packet_details')}: ${packet.name}`}
        >
          {t('packet_details')}
        </ButtonLink>
      </PacketActionButtons>
    </article>
  )
}
