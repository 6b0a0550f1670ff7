import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { Channel } from '@efir/contract'
import { ChannelCard, type ChannelCardProps } from './channel-card'
import styles from './channel-list.module.css'

/** Height of one row with its gap (channel-card.module.css: 54 px preview + padding + 8 px gap). */
const ROW_PX = 78

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
}

/** Channels as a list of cards; large lists above 1280 px render only the visible rows. */
export function ChannelList(props: ChannelListProps) {
  if (props.virtual === 'window') return <WindowList {...props} />
  return (
    <ul className={styles.list} aria-label={props.label}>
      {props.channels.map((channel, index) => (
        <li key={channel.id} className={styles.item}>
          {card(props, channel, index)}
        </li>
      ))}
    </ul>
  )
}

function card(props: ChannelListProps, channel: Channel, index: number): ReactNode {
  return (
    <ChannelCard
      channel={channel}
      {...props.link(channel)}
      now={props.now}
      selected={channel.id === props.selectedId}
      highlighted={index === props.highlighted}
      number={props.numbered ? index + 1 : undefined}
      onOpen={props.onOpen && (() => props.onOpen?.(channel))}
    />
  )
}

function VirtualItems({
  props,
  items,
  total,
  offset = 0,
}: {
  props: ChannelListProps
  items: { index: number; start: number }[]
  total: number
  offset?: number
}) {
  return (
    <ul className={styles.virtual} style={{ height: total }} aria-label={props.label}>
      {items.map(({ index, start }) => {
        const channel = props.channels[index]
        if (!channel) return null
        return (
          <li
            key={channel.id}
            className={styles.row}
            style={{ transform: `translateY(${start - offset}px)`, height: ROW_PX }}
            aria-setsize={props.channels.length}
            aria-posinset={index + 1}
          >
            {card(props, channel, index)}
          </li>
        )
      })}
    </ul>
  )
}

function WindowList(props: ChannelListProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [margin, setMargin] = useState(0)
  // the list's offset from the page top, measured after layout (the virtualiser works in page coordinates)
  useLayoutEffect(() => {
    const top = ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0
    setMargin(top)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: props.channels.length,
    estimateSize: () => ROW_PX,
    overscan: 8,
    scrollMargin: margin,
  })
  return (
    <div ref={ref}>
      <VirtualItems
        props={props}
        items={virtualizer.getVirtualItems()}
        total={virtualizer.getTotalSize()}
        offset={virtualizer.options.scrollMargin}
      />
    </div>
  )
}
