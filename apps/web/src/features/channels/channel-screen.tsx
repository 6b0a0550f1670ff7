import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import type { Channel } from '@efir/contract'
import { backgroundOf } from '../../shared/hooks/background-location'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import type { RenderPlayer } from '../../shared/player-props'
import { useModalLayer } from '../../shared/player-chrome/use-modal-layer'
import { useOverlayLayer } from '../../shared/ui/overlay-layers'
import { NotFound } from '../../shared/ui/not-found'
import { PageFrame } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { Alert } from '../../shared/ui/alert'
import { MOBILE_MAX_WIDTH } from '../../shared/ui/breakpoints'
import { categoryPath, channelPath, isNoindexChannelPath } from './channel-rules'
import { ChannelNotFoundDialog } from './channel-not-found'
import { ChannelViewerPage } from './channel-viewer-page'
import { TvPage } from './tv-page'
import { useChannelPlayback } from './use-channel-playback'
import { useOpenChannel } from './use-open-channel'
import { useStreamAccess } from './use-stream-access'
import styles from './channel-screen.module.css'

export interface ChannelScreenProps {
  channelKey: string
  categoryKey?: string
  renderPlayer: RenderPlayer
  /** 'overlay': the modal page /channels/{category}/{channel}; 'page': /channel/{id}, /channels/{id}. */
  variant: 'overlay' | 'page'
}

/**
 * The channel switcher (spec 2 §2): the TV page wider than 932 px, the channel viewer page at 932 px and
 * narrower; not found (not_found_channel) for an unknown channel; noindex when the path id has no letters.
 */
export default function ChannelScreen({
  channelKey,
  categoryKey,
  renderPlayer,
  variant,
}: ChannelScreenProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const { width } = useWindowSize()
  const mobileDevice = useMediaQuery('(pointer: coarse)')
  const open = useOpenChannel(channelKey, categoryKey)
  const { catalogue, channel, filter, category } = open
  const list = filter.list.some((c) => c.id === channel?.id) ? filter.list : catalogue.channels
  const playback = useChannelPlayback(channel, list, category)
  const access = useStreamAccess(channel, open.access, playback.ts)
  const frame = useRef<HTMLDivElement>(null)
  // spec 3 §4 / issue 31: the notification prompts' place on a channel screen is in the flow under the
  // player, never over it (and, in the overlay, inside its dialog: the page below is inert)
  const promptSlot = useOverlayLayer(true)
  usePageSeo('channel', channel?.name, { name: channel?.name }) // spec 3 §5: the channel mask names the channel

  // the overlay is a modal layer: focus inside, the list below inert, focus back to the card on close
  useModalLayer(frame)

  const onBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (backgroundOf(location) && idx > 0) void navigate(-1)
    else void navigate(categoryPath(category))
  }
  const link = (c: Channel) => ({ to: channelPath(c, category), linkState: location.state as unknown })

  let body
  // the pages with a player place the prompt slot themselves, under the player
  const withPlayer = catalogue.status === 'success' && !!channel && !!access
  if (catalogue.status === 'pending')
    body = (
      <PageFrame title={t('section_channel')}>
        <SkeletonList height={70} />
      </PageFrame>
    )
  else if (catalogue.status === 'error')
    body = (
      <PageFrame title={t('section_channel')}>
        <Alert tone="error">{t('channel_list_error')}</Alert>
      </PageFrame>
    )
  else if (!channel || !access) body = <NotFound textKey="not_found_channel" />
  else if (width <= MOBILE_MAX_WIDTH)
    body = (
      <ChannelViewerPage
        channel={channel}
        access={access}
        playback={playback}
        categories={catalogue.categories}
        renderPlayer={renderPlayer}
        onBack={onBack}
        promptSlot={promptSlot}
      />
    )
  else
    body = (
      <TvPage
        channel={channel}
        access={access}
        playback={playback}
        catalogue={catalogue}
        filter={filter}
        onCategory={open.setCategory}
        link={link}
        renderPlayer={renderPlayer}
        onBack={onBack}
        mobileDevice={mobileDevice}
        promptSlot={promptSlot}
      />
    )

  const noindex = isNoindexChannelPath(channelKey) && <meta name="robots" content="noindex" />
  // an unknown channel over the list: the not-found dialog, the page below keeps its header
  if (variant === 'overlay' && catalogue.status === 'success' && (!channel || !access))
    return <ChannelNotFoundDialog onClose={onBack} />
  if (variant === 'page') {
    return (
      <div className={styles.page}>
        {noindex}
        {body}
        {!withPlayer && <div ref={promptSlot} />}
      </div>
    )
  }
  return (
    <div
      ref={frame}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={channel?.name ?? t('section_channel')}
      tabIndex={-1}
    >
      {noindex}
      {body}
      {!withPlayer && <div ref={promptSlot} />}
    </div>
  )
}
