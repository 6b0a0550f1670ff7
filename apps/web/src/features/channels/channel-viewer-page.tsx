import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category, Channel } from '@efir/contract'
import type { RenderPlayer } from '../../shared/player-props'
import { IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { toastStore } from '../../shared/ui/toast-store'
import { ShareIcon } from './channel-icons'
import type { ChannelAccess } from './channel-rules'
import { isWebView } from '../../shared/web-view'
import { ChannelFavoriteButton } from './channel-favorite-button'
import { ChannelSchedule } from './channel-schedule'
import { PlayerArea } from './player-area'
import { ProgramDetails } from './program-details'
import { createPositionStore } from './programme-line'
import { ProgrammeLineView } from './programme-line-view'
import { useNow } from './use-now'
import { entryAt } from '../../shared/live/schedule-days'
import type { ChannelPlayback } from './use-channel-playback'
import styles from './channel-viewer-page.module.css'

/** The programme on air is looked up again this often (its details follow it). */
const PROGRAM_TICK_MS = 30_000

/** Shares the page address: the system share sheet, else the clipboard. */
async function share(title: string, done: string) {
  const url = window.location.href
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url }).catch(() => undefined)
    return
  }
  await navigator.clipboard?.writeText(url).then(
    () => toastStore.show(done, 'success'),
    () => undefined,
  )
}

/**
 * The channel viewer page (spec 2 §2, 932 px and narrower): player, title, tags, favorite and share
 * (share hidden in a web view), description and the channel's schedule.
 */
export function ChannelViewerPage({
  channel,
  access,
  playback,
  categories,
  renderPlayer,
  onBack,
  promptSlot,
}: {
  channel: Channel
  access: ChannelAccess
  playback: ChannelPlayback
  categories: readonly Category[]
  renderPlayer: RenderPlayer
  onBack: () => void
  /** where the notification prompt is drawn: under the player, never over it (issue 31) */
  promptSlot: (element: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const tags = [
    ...categories.filter((c) => !c.tags.all_channels && c.channels.includes(channel.id)).map((c) => c.name),
    ...(channel.is_4k ? [t('channel_badge_4k')] : channel.is_hd ? [t('channel_badge_hd')] : []),
    ...(channel.age !== null ? [t('channel_age', { age: channel.age })] : []),
  ]
  const webView = isWebView(navigator.userAgent)
  const [positions] = useState(createPositionStore)
  // the programme being watched: the archived one of ?ts=, else the one on air
  const now = useNow(PROGRAM_TICK_MS)
  const watched = entryAt(playback.schedule.entries, playback.ts ?? now)
  return (
    <article className={styles.page} aria-labelledby={`channel-${channel.id}-title`}>
      <PlayerArea
        channel={channel}
        access={access}
        playback={playback}
        renderPlayer={renderPlayer}
        onPosition={positions.set}
      />
      <ProgrammeLineView channel={channel} schedule={playback.schedule.entries} positions={positions} />
      <div ref={promptSlot} />
      <div className={styles.head}>
        <h1 id={`channel-${channel.id}-title`} className={styles.title}>
          {channel.name}
        </h1>
        <IconButton label={t('back')} icon={<CloseIcon />} onClick={onBack} />
      </div>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('channel_tags')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <ChannelFavoriteButton channel={channel} />
        {!webView && (
          <IconButton
            label={t('channel_share')}
            icon={<ShareIcon width={20} height={20} />}
            onClick={() => void share(channel.name, t('channel_link_copied'))}
          />
        )}
      </div>
      {channel.description && <p className={styles.description}>{channel.description}</p>}
      <ProgramDetails programId={watched?.program.id} />
      <section aria-labelledby={`channel-${channel.id}-schedule`} className={styles.schedule}>
        <h2 id={`channel-${channel.id}-schedule`} className={styles.subtitle}>
          {t('tv_tab_schedule')}
        </h2>
        <ChannelSchedule channel={channel} playback={playback} />
      </section>
    </article>
  )
}
