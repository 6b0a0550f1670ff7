import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { Channel } from '@efir/contract'
import type { RenderPlayer } from '../../shared/player-props'
import { useWindowRows, type WindowRow } from '../../shared/hooks/use-window-rows'
import { ChannelCard, type ChannelCardProps } from './channel-card'
import { ChannelPreview } from './channel-preview'
import styles from './channel-list.module.css'

/** Height of one row with its gap (channel-card.module.css: 54 px preview + padding + 8 px gap). */
const ROW_PX = 78
/** Rows rendered beyond each edge of the window. */
const OVERSCAN_ROWS = 8

export interface ChannelListProps {
  channels: readonly Channel[]
  label: string
  now: number
  link: (channel: Channel) => Pick<ChannelCardProps, 'to' | 'linkState'>
  selectedId?: number
  highlighted?: number
  numbered?: boolean
  /** spec 2 §2: the virtual list is used above 1280 px (window scrolling, the /channels page). */
  virtual?: 'window' | false
  onOpen?: (channel: Channel) => void
  /**
   * spec 2 §2 "Channel preview": cards grow into a zoomed preview under a resting mouse (the /channels
   * page; not beside a playing channel). `plays` says whether a card's preview video may play.
   */
  preview?: { plays: (channel: Channel) => boolean; renderPlayer: RenderPlayer }
}

/** The list's props with the one zoomed preview open at a time. */
interface ListView {
  props: ChannelListProps
  previewId: number | null
  setPreview: (id: number, open: boolean) => void
}

/** Channels as a list of cards; large lists above 1280 px render only the visible rows. */
export function ChannelList(props: ChannelListProps) {
  const [previewId, setPreviewId] = useState<number | null>(null)
  const setPreview = useCallback(
    (id: number, open: boolean) => setPreviewId((current) => (open ? id : current === id ? null : current)),
    [],
  )
  const view: ListView = { props, previewId, setPreview }
  if (props.virtual === 'window') return <WindowList view={view} />
  return (
    <ul className={styles.list} aria-label={props.label}>
      {props.channels.map((channel, index) => (
        <li key={channel.id} className={styles.item}>
          <ListCard view={view} channel={channel} index={index} />
        </li>
      ))}
    </ul>
  )
}

function ListCard({ view, channel, index }: { view: ListView; channel: Channel; index: number }): ReactNode {
  const { props, previewId, setPreview } = view
  const link = props.link(channel)
  const setOpen = useCallback((open: boolean) => setPreview(channel.id, open), [setPreview, channel.id])
  // stable, so the zoomed card's Escape listener is not set up again on every render of the list
  const close = useCallback(() => setOpen(false), [setOpen])
  const preview = props.preview
  return (
    <ChannelCard
      channel={channel}
      {...link}
      now={props.now}
      selected={channel.id === props.selectedId}
      highlighted={index === props.highlighted}
      number={props.numbered ? index + 1 : undefined}
      onOpen={props.onOpen && (() => props.onOpen?.(channel))}
      preview={
        preview && {
          open: previewId === channel.id,
          setOpen,
          render: () => (
            <ChannelPreview
              channel={channel}
              {...link}
              plays={preview.plays(channel)}
              renderPlayer={preview.renderPlayer}
              onClose={close}
            />
          ),
        }
      }
    />
  )
}

function VirtualItems({ view, items, total }: { view: ListView; items: WindowRow[]; total: number }) {
  const { props } = view
  return (
    <ul className={styles.virtual} style={{ height: total }} aria-label={props.label}>
      {items.map(({ index, start }) => {
        const channel = props.channels[index]
        if (!channel) return null
        return (
          <li
            key={channel.id}
            className={styles.row}
            style={{ transform: `translateY(${start}px)`, height: ROW_PX }}
            aria-setsize={props.channels.length}
            aria-posinset={index + 1}
          >
            <ListCard view={view} channel={channel} index={index} />
          </li>
        )
      })}
    </ul>
  )
}

function WindowList({ view }: { view: ListView }) {
  const { props } = view
  const ref = useRef<HTMLDivElement>(null)
  const [margin, setMargin] = useState(0)
  // the list's offset from the page top, measured after layout (the virtualiser works in page coordinates)
  useLayoutEffect(() => {
    const top = ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0
    setMargin(top)
  }, [])
  const { rows, total } = useWindowRows(props.channels.length, ROW_PX, OVERSCAN_ROWS, margin)
  return (
    <div ref={ref}>
      <VirtualItems view={view} items={rows} total={total} />
    </div>
  )
}
