import type { Packet } from '@efir/contract'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { ButtonLink } from '../../shared/ui/button'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { PageFrame } from '../../shared/ui/page-frame'
import { Skeleton } from '../../shared/ui/skeleton'
import { usePacket } from './api'
import {
  isShortLayout,
  packetAction,
  parsePacketRef,
  refProviderId,
  showsVideos,
  type PacketAction,
} from './packet-rules'
import { PacketPrice, PacketState } from './packet-texts'
import { usePacketActions } from './use-packet-actions'
import { PacketChannelList } from './packet-channels'
import { PacketActionButtons } from './packet-actions'
import styles from './commerce.module.css'

/** /packets/{id} (spec 3 §2 "Packet detail page"). */
export default function PacketPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const ref = parsePacketRef(id)
  const packet = usePacket(ref)
  const allPackets = (
    <ButtonLink to="/packets" variant="secondary">
      {t('packet_all')}
    </ButtonLink>
  )
  if (!ref) return <NotFound textKey="not_found_subscription">{allPackets}</NotFound>
  if (packet.isPending)
    return (
      <PageFrame>
        {/* the page has its heading while the packet loads (screen readers, the route check) */}
        <h1 className="visually-hidden">{t('section_packets')}</h1>
        <div aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={240} />
        </div>
      </PageFrame>
    )
  if (packet.isError)
    return (
      <LoadFailure
        error={packet.error}
        notFoundKey="not_found_subscription"
        title={t('packets_load_error')}
        onRetry={() => void packet.refetch()}
      >
        {allPackets}
      </LoadFailure>
    )
  return <PacketDetail packet={packet.data} pageProviderId={refProviderId(ref)} />
}

function PacketDetail({ packet, pageProviderId }: { packet: Packet; pageProviderId: number | null }) {
  const { t } = useTranslation()
  const action = packetAction(packet)
  const short = isShortLayout(packet.channels_count)
  return (
    <PageFrame>
      <div className={short ? styles.short : undefined}>
        <header className={styles.hero}>
          <h1>{packet.bundle?.custom_name || packet.name}</h1>
          {(packet.bundle?.custom_description || packet.description) && (
            <p className={styles.muted}>{packet.bundle?.custom_description || packet.description}</p>
          )}
          <PacketPrice packet={packet} />
          <PacketState packet={packet} />
          <ActionButtons packet={packet} action={action} pageProviderId={pageProviderId} />
        </header>
        {packet.benefits.length > 0 && (
          <section className={styles.section} aria-labelledby="packet-benefits">
            <h2 id="packet-benefits" className={styles.sectionTitle}>
              {t('packet_benefits')}
            </h2>
            <ul className={styles.benefits}>
              {packet.benefits.map((b) => (
                <li key={b.text} className={styles.benefit}>
                  {b.text}
                </li>
              ))}
            </ul>
          </section>
        )}
        {packet.base && packet.libraries.length > 0 && (
          <section className={styles.section} aria-labelledby="packet-libraries">
            <h2 id="packet-libraries" className={styles.sectionTitle}>
              {t('packet_libraries')}
            </h2>
            <ul className={styles.tiles}>
              {packet.libraries.map((l) => (
                <li key={l.id} className={styles.tile} style={{ background: l.cover.color_bg }}>
                  {l.logo.tv_x1 && <img src={l.logo.tv_x1} alt="" loading="lazy" />}
                  <span>{l.title}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {showsVideos(packet.channels_count) && packet.videos.length > 0 && (
          <section className={styles.section} aria-labelledby="packet-videos">
            <h2 id="packet-videos" className={styles.sectionTitle}>
              {t('packet_videos')}
            </h2>
            <ul className={styles.tiles}>
              {packet.videos.map((v) => (
                <li key={v.id}>
                  <Link className={styles.tile} to={`/contents/${v.slug || v.id}`}>
                    {v.image && <img src={v.image} alt="" loading="lazy" />}
                    <span>{v.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {packet.channels.length > 0 && <PacketChannels packet={packet} />}
        {packet.row_slug && (
          <p className={styles.section}>
            <ButtonLink to={`/row/${packet.row_slug}`} variant="secondary">
              {t('packet_linked_row')}
            </ButtonLink>
          </p>
        )}
      </div>
    </PageFrame>
  )
}

function ActionButtons({
  packet,
  action,
  pageProviderId,
}: {
  packet: Packet
  action: PacketAction
  /** The provider the page's id names (spec 3 §2 id forms), for another provider's packet (§4). */
  pageProviderId: number | null
}) {
  const { t } = useTranslation()
  const actions = usePacketActions()
  const [params, setParams] = useSearchParams()
  const started = useRef(false)
  // spec 3 §2: "Query action=buy starts enabling the packet directly" (once; the query is then dropped)
  useEffect(() => {
    if (started.current || params.get('action') !== 'buy') return
    started.current = true
    const next = new URLSearchParams(params)
    next.delete('action')
    setParams(next, { replace: true })
    if (action === 'enable') actions.run('enable', packet, pageProviderId)
  }, [params, setParams, action, actions, packet, pageProviderId])
  if (action === 'none') return null
  return (
    <PacketActionButtons
      packet={packet}
      action={action}
      pageProviderId={pageProviderId}
      actions={actions}
      className={styles.heroActions}
    >
      <ButtonLink to="/packets" variant="secondary">
        {t('packet_all')}
      </ButtonLink>
    </PacketActionButtons>
  )
}

function PacketChannels({ packet }: { packet: Packet }) {
  const { t } = useTranslation()
  return (
    <section className={styles.section} aria-labelledby="packet-channels">
      <h2 id="packet-channels" className={styles.sectionTitle}>
        {t('packet_channels')} · {t('packet_channels_count', { count: packet.channels_count })}
      </h2>
      <PacketChannelList channels={packet.channels} />
    </section>
  )
}
