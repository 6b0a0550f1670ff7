import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, type LinkProps } from 'react-router'
import type { Channel } from '@efir/contract'
import { Image } from '../../shared/ui/image'
import { useHoverAnalytics } from '../../shared/analytics/use-hover-analytics'
import { BlockedIcon, LockIcon } from './channel-icons'
import { ChannelFavoriteButton } from './channel-favorite-button'
import { usePreviewIntent } from './channel-preview'
import { ProgrammeProgress } from './programme-progress'
import styles from './channel-card.module.css'

export interface ChannelCardProps {
  channel: Channel
  to: LinkProps['to']
  linkState?: unknown
  /** unix seconds, refreshed by the list every 7 s (spec 2 §9) */
  now: number
  selected?: boolean
  highlighted?: boolean
  /** Number shown before the name (/channelsfree). */
  number?: number
  favorite?: boolean
  onOpen?: () => void
  /**
   * spec 2 §2 "Channel preview": the card grows into its zoomed preview when the mouse rests on it.
   * `open` says whether it is shown, `setOpen` asks to show or hide it, `render` draws it.
   */
  preview?: {
    open: boolean
    setOpen: (open: boolean) => void
    render: () => ReactNode
  }
}

const noPreview = () => undefined

/**
 * A channel in a list (spec 2 §2 "Channel card"): preview image with a stub, 4K or HD badge,
 * subscription badge when not purchased, not-available overlay, the airing programme and its progress.
 * The card is one link named by the channel; the favorite button sits beside it (no nested controls).
 */
export function ChannelCard({
  channel,
  to,
  linkState,
  now,
  selected = false,
  highlighted = false,
  number,
  favorite = true,
  onOpen,
  preview,
}: ChannelCardProps) {
  const { t } = useTranslation()
  const hover = useHoverAnalytics('channel', channel.id)
  const intent = usePreviewIntent(preview?.setOpen ?? noPreview)
  const programme = channel.current_schedule
  const airing = programme && programme.timestamp <= now && now < programme.timestamp + programme.duration
  const locked = !channel.is_purchased && !channel.is_free
  const quality = channel.is_4k ? t('channel_badge_4k') : channel.is_hd ? t('channel_badge_hd') : undefined
  return (
    <div
      className={[styles.card, selected && styles.selected, highlighted && styles.highlighted]
        .filter(Boolean)
        .join(' ')}
      data-channel-id={channel.id}
      data-preview-open={preview?.open || undefined}
      {...(preview && intent)}
    >
      <Link
        to={to}
        state={linkState}
        className={styles.link}
        aria-current={selected ? 'page' : undefined}
        onClick={onOpen}
        data-channel-link=""
        {...hover}
      >
        <span className={styles.preview}>
          <Image src={channel.logo || channel.cover.full} alt="" className={styles.logo} />
          {!channel.is_available && (
            <span className={styles.overlay}>
              <BlockedIcon width={28} height={28} />
            </span>
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.name}>
            {number !== undefined && <span className={styles.number}>{t('channel_number', { number })}</span>}
            {channel.name}
          </span>
          {airing && <span className={styles.programme}>{programme.program.title}</span>}
          {airing && <ProgrammeProgress entry={programme} now={now} />}
        </span>
        <span className={styles.badges}>
          {!channel.is_available && <span className="visually-hidden">{t('channel_not_available')}</span>}
          {quality && <span className={styles.badge}>{quality}</span>}
          {locked && (
            <span className={styles.lock} title={t('channel_subscription')}>
              <LockIcon />
              <span className="visually-hidden">{t('channel_subscription')}</span>
            </span>
          )}
        </span>
      </Link>
      {preview?.open && preview.render()}
      {favorite && <ChannelFavoriteButton channel={channel} className={styles.favorite} />}
    </div>
  )
}
