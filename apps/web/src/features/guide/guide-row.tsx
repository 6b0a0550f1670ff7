import { memo } from 'react'
import type { TFunction } from 'i18next'
import type { Channel, GuideEntry } from '@efir/contract'
import { CHANNEL_COLUMN, ROW_HEIGHT, RULER_HEIGHT, cellBox, cellState, type CellState } from './guide-layout'
import styles from './guide.module.css'

export interface GuideRowProps {
  row: number
  channel: Channel
  /** The channel's loaded programmes (undefined while its block loads). */
  entries: readonly GuideEntry[] | undefined
  /** The drawn seconds [from, to) and the day. */
  from: number
  to: number
  dayStart: number
  now: number
  /** The tabbable cell when it is in this row (roving tabindex). */
  tabbable: number | undefined
  t: TFunction
  time: Intl.DateTimeFormat
  onActivate: (entry: GuideEntry, channel: Channel, state: CellState) => void
  onCellFocus: (row: number, entry: GuideEntry) => void
  /** focus or the pointer on the airing cell: the viewer may be about to watch the channel live */
  onLiveIntent?: (channel: Channel) => void
}

/** One channel of the grid: its header (sticky at the left) and the programmes in the drawn hours. */
function GuideRowView(props: GuideRowProps) {
  const { row, channel, dayStart, now, t, time } = props
  const stateText: Record<CellState, string> = {
    active: t('guide_state_active'),
    archived: t('guide_state_archived'),
    past: t('guide_state_past'),
    future: '',
  }
  return (
    <div
      role="row"
      aria-rowindex={row + 1}
      className={styles.row}
      style={{ top: RULER_HEIGHT + row * ROW_HEIGHT }}
    >
      {/* what assistive technology reads; the eye reads the sticky channel column (GuideChannelHeader) */}
      <div role="rowheader" className="visually-hidden">
        {channel.name}
      </div>
      {props.entries?.map((entry) => {
        if (entry.timestamp >= props.to || entry.timestamp + entry.duration <= props.from) return null
        const box = cellBox(entry, dayStart)
        if (!box) return null
        const state = cellState(entry, channel, now)
        const range = `${time.format(entry.timestamp * 1000)}–${time.format((entry.timestamp + entry.duration) * 1000)}`
        const label = [
          t('guide_cell', { time: range, title: entry.title, channel: channel.name }),
          stateText[state],
        ]
          .filter(Boolean)
          .join(', ')
        return (
          <button
            key={entry.id}
            type="button"
            role="gridcell"
            data-entry={entry.id}
            data-state={state}
            aria-label={label}
            aria-current={state === 'active' ? 'time' : undefined}
            tabIndex={entry.id === props.tabbable ? 0 : -1}
            className={[styles.cell, styles[state]].join(' ')}
            style={{ left: CHANNEL_COLUMN + box.left, width: box.width }}
            onFocus={() => {
              props.onCellFocus(row, entry)
              if (state === 'active') props.onLiveIntent?.(channel)
            }}
            onPointerEnter={state === 'active' ? () => props.onLiveIntent?.(channel) : undefined}
            onClick={() => props.onActivate(entry, channel, state)}
          >
            {/* WCAG 2.5.3: the name (time, title, then what the eye reads elsewhere) starts with the
                visible text, in its order */}
            <span className={styles.cellTime}>{range}</span>
            <span className={styles.cellTitle}>{entry.title}</span>
          </button>
        )
      })}
    </div>
  )
}

/**
 * A channel's header in the one sticky channel column: one composited layer for the column instead of
 * a sticky layer a row. Hidden from assistive technology, which reads each row's own rowheader.
 */
export const GuideChannelHeader = memo(function GuideChannelHeader({
  row,
  channel,
}: {
  row: number
  channel: Channel
}) {
  return (
    <div aria-hidden="true" className={styles.channel} style={{ top: row * ROW_HEIGHT }}>
      <img className={styles.logo} src={channel.logo} alt="" width={40} height={40} loading="lazy" />
      <span className={styles.channelName}>{channel.name}</span>
    </div>
  )
})

const sameEntries = (a: readonly GuideEntry[] | undefined, b: readonly GuideEntry[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((e, i) => e.id === b[i]?.id))

/**
 * A row re-renders only when what it draws changes: scrolling down draws the new rows alone, and a
 * block that arrives for other channels leaves it as it is.
 */
export const GuideRow = memo(GuideRowView, (a, b) => {
  for (const key of Object.keys(a) as (keyof GuideRowProps)[])
    if (key !== 'entries' && a[key] !== b[key]) return false
  return sameEntries(a.entries, b.entries)
})
