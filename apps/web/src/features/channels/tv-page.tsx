import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category, Channel } from '@efir/contract'
import { useNavigate } from 'react-router'
import type { RenderPlayer } from '../../shared/player-props'
import { IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { ChannelBrowser } from './channel-browser'
import type { ChannelAccess } from './channel-rules'
import { ChannelFavoriteButton } from './channel-favorite-button'
import type { ChannelCatalogue } from './use-channel-catalogue'
import type { ChannelFilter } from './use-channel-filter'
import { ChannelSchedule } from './channel-schedule'
import { PlayerArea } from './player-area'
import { createPositionStore } from './programme-line'
import { ProgrammeLineView } from './programme-line-view'
import { SidePanel } from './side-panel'
import type { ChannelPlayback } from './use-channel-playback'
import { useTvKeyboard } from './use-tv-keyboard'
import styles from './tv-page.module.css'

export interface TvPageProps {
  channel: Channel
  access: ChannelAccess
  playback: ChannelPlayback
  catalogue: ChannelCatalogue
  filter: ChannelFilter
  onCategory: (category: Category) => void
  link: (channel: Channel) => { to: string; linkState?: unknown }
  renderPlayer: RenderPlayer
  onBack: () => void
  mobileDevice: boolean
  /** where the notification prompt is drawn: under the player, never over it (issue 31) */
  promptSlot: (element: HTMLElement | null) => void
}

/**
 * The TV page (spec 2 §2, wider than 932 px): the player on top, a side panel with the channel list and
 * the schedule; keyboard through the command table; Escape goes back.
 */
export function TvPage(props: TvPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { channel, filter, promptSlot } = props
  const listRef = useRef<HTMLDivElement>(null)
  const [highlight, setHighlight] = useState<number | undefined>(undefined)
  const [positions] = useState(createPositionStore)
  const selectedIndex = filter.list.findIndex((c) => c.id === channel.id)
  const highlighted = highlight ?? selectedIndex

  const focusCard = (index: number) => {
    setHighlight(index)
    const links = listRef.current?.querySelectorAll<HTMLElement>('[data-channel-link]')
    links?.[index]?.focus()
    links?.[index]?.scrollIntoView?.({ block: 'nearest' })
  }
  useTvKeyboard(
    listRef,
    { highlighted, count: filter.list.length },
    {
      highlight: focusCard,
      open: (index) => {
        const next = filter.list[index]
        if (next) void navigate(props.link(next).to, { replace: true, state: props.link(next).linkState })
      },
      zap: props.playback.onZap,
      back: props.onBack,
    },
  )

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <div className={styles.bar}>
          <h1 className={styles.title}>{channel.name}</h1>
          <ChannelFavoriteButton channel={channel} />
          <IconButton label={t('back')} icon={<CloseIcon />} onClick={props.onBack} />
        </div>
        <PlayerArea
          channel={channel}
          access={props.access}
          playback={props.playback}
          renderPlayer={props.renderPlayer}
          onPosition={positions.set}
        />
        <ProgrammeLineView
          channel={channel}
          schedule={props.playback.schedule.entries}
          positions={positions}
          className={styles.now}
        />
        <div ref={promptSlot} />
      </div>
      <SidePanel
        mobile={props.mobileDevice}
        channels={
          <div ref={listRef} className={styles.list}>
            <ChannelBrowser
              compact
              catalogue={props.catalogue}
              filter={filter}
              onCategory={props.onCategory}
              link={props.link}
              selectedId={channel.id}
              highlighted={highlight}
              onOpen={() => setHighlight(undefined)}
            />
          </div>
        }
        schedule={<ChannelSchedule channel={channel} playback={props.playback} />}
      />
    </div>
  )
}
