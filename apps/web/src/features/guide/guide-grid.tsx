import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Channel, GuideEntry } from '@efir/contract'
import { useGuideSchedules } from './guide-api'
import { GuideChannelHeader, GuideRow } from './guide-row'
import {
  CHANNEL_COLUMN,
  DAY_SECONDS,
  DAY_WIDTH,
  GUIDE_KEYS,
  PX_PER_SECOND,
  ROW_HEIGHT,
  RULER_HEIGHT,
  cellAnchor,
  cellBox,
  entryAtTime,
  moveFocus,
  scrollLeftFor,
  scrollToShow,
  visibleRows,
  visibleSpan,
  type CellState,
  type GuideFocus,
  type GuideKey,
} from './guide-layout'
import styles from './guide.module.css'

export interface GuideGridProps {
  channels: readonly Channel[]
  /** Local midnight of the shown day, unix seconds. */
  dayStart: number
  /** unix seconds */
  now: number
  /** Grid label: the day it shows. */
  label: string
  /** Bumped by "jump to now": scrolls the now-line into view. */
  jumpKey: number
  onActivate: (entry: GuideEntry, channel: Channel, state: CellState) => void
  /** An airing cell has focus or the pointer (GuidePage `onLiveIntent`). */
  onLiveIntent?: (channel: Channel) => void
}

/** Scroll positions are kept in whole steps, so the grid re-renders only when what it draws changes. */
const SPAN_STEP_SECONDS = 3_600

function useViewport(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 1024, height: 600 })
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return size
}

/**
 * The guide grid (issue 11): channels down, time across, virtualised both ways (only the rows and hours
 * in view, plus overscan, are in the DOM and fetched), a now-line, arrow-key navigation with one
 * tabbable cell, and a screen-reader name per cell.
 */
export function GuideGrid(props: GuideGridProps) {
  const { t, i18n } = useTranslation()
  const { channels, dayStart, now } = props
  const scroller = useRef<HTMLDivElement>(null)
  const viewport = useViewport(scroller)
  const [scroll, setScroll] = useState({ top: 0, left: scrollLeftFor(now, dayStart, viewport.width) })
  const rows = visibleRows(scroll.top, viewport.height - RULER_HEIGHT, channels.length)
  const rawSpan = visibleSpan(scroll.left, viewport.width, dayStart)
  const span = {
    from: Math.floor(rawSpan.from / SPAN_STEP_SECONDS) * SPAN_STEP_SECONDS,
    to: Math.ceil(rawSpan.to / SPAN_STEP_SECONDS) * SPAN_STEP_SECONDS,
  }
  const ids = useMemo(() => channels.map((c) => c.id), [channels])
  const schedules = useGuideSchedules(ids, rows, span)
  const [focus, setFocus] = useState<GuideFocus | null>(null)
  const moved = useRef(false)

  // The scroll handler stores positions only when the drawn rows or hours change (one frame at most).
  const frame = useRef(0)
  const onScroll = useCallback(() => {
    if (frame.current) return
    frame.current = requestAnimationFrame(() => {
      frame.current = 0
      const el = scroller.current
      if (!el) return
      setScroll((old) => {
        const top = Math.floor(el.scrollTop / ROW_HEIGHT) * ROW_HEIGHT
        const left =
          Math.floor(el.scrollLeft / (SPAN_STEP_SECONDS * PX_PER_SECOND)) * SPAN_STEP_SECONDS * PX_PER_SECOND
        return old.top === top && old.left === left ? old : { top, left }
      })
    })
  }, [])
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  // A new day or "jump to now": the now-line (or the day's start) a quarter into the visible hours.
  const todayShown = now >= dayStart && now < dayStart + DAY_SECONDS
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    el.scrollLeft = todayShown ? scrollLeftFor(Math.floor(Date.now() / 1000), dayStart, el.clientWidth) : 0
    onScroll()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a day change or a jump only
  }, [dayStart, props.jumpKey])

  const time = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }),
    [i18n.language],
  )
  const anchorAt = todayShown ? now : dayStart + Math.floor(scroll.left / PX_PER_SECOND)
  const active = focus ?? { row: rows.first, at: anchorAt }
  const focusedEntry = entryAtTime(schedules.byChannel.get(channels[active.row]?.id ?? -1), active.at)

  // After a key moved focus, the cell it names takes DOM focus once it is drawn (maybe after its block loads).
  useLayoutEffect(() => {
    if (!moved.current || !focusedEntry) return
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-entry="${focusedEntry.id}"]`)
    if (cell) {
      moved.current = false
      cell.focus({ preventScroll: true })
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!GUIDE_KEYS.has(event.key) || !(event.target instanceof HTMLElement) || !event.target.dataset.entry)
      return
    event.preventDefault()
    const el = scroller.current
    if (!el) return
    const next = moveFocus(active, event.key as GuideKey, {
      rows: channels.length,
      pageRows: Math.max(1, Math.floor((viewport.height - RULER_HEIGHT) / ROW_HEIGHT) - 1),
      dayStart,
      entriesOf: (row) => schedules.byChannel.get(channels[row]?.id ?? -1),
    })
    const target = scrollToShow({ top: el.scrollTop, left: el.scrollLeft }, viewport, { ...next, dayStart })
    el.scrollTop = target.top
    el.scrollLeft = target.left
    moved.current = true
    setFocus(next)
  }

  const hours = useMemo(() => {
    const out: number[] = []
    for (let at = dayStart; at < dayStart + DAY_SECONDS; at += 1800) out.push(at)
    return out
  }, [dayStart])
  const onCellFocus = useCallback(
    (row: number, entry: GuideEntry) => {
      // A cell reached by keys keeps the moment the keys carry; one reached by Tab or a click anchors at its start
      setFocus((old) =>
        old?.row === row && entryAtTime([entry], old.at) ? old : { row, at: cellAnchor(entry, dayStart) },
      )
    },
    [dayStart],
  )

  // One tabbable cell (roving tabindex): the focused one when drawn, else the first drawn.
  const drawn = (entry: GuideEntry | undefined) =>
    !!entry &&
    entry.timestamp < span.to &&
    entry.timestamp + entry.duration > span.from &&
    !!cellBox(entry, dayStart)
  let tabbableRow = active.row
  let tabbable =
    drawn(focusedEntry) && active.row >= rows.first && active.row <= rows.last ? focusedEntry?.id : undefined
  for (let row = rows.first; tabbable === undefined && row <= rows.last; row++) {
    const first = schedules.byChannel.get(channels[row]?.id ?? -1)?.find(drawn)
    if (first) {
      tabbable = first.id
      tabbableRow = row
    }
  }

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      data-pending={schedules.pending || undefined}
    >
      <div
        className={styles.canvas}
        style={{ width: CHANNEL_COLUMN + DAY_WIDTH, height: RULER_HEIGHT + channels.length * ROW_HEIGHT }}
      >
        <div className={styles.ruler} aria-hidden="true" style={{ width: CHANNEL_COLUMN + DAY_WIDTH }}>
          <div className={styles.corner} />
          {hours.map((at) => (
            <span
              key={at}
              className={styles.hour}
              style={{ left: CHANNEL_COLUMN + (at - dayStart) * PX_PER_SECOND }}
            >
              {time.format(at * 1000)}
            </span>
          ))}
        </div>
        <div
          role="grid"
          // one cell is tabbable (roving tabindex); the grid itself only takes focus from a script
          tabIndex={-1}
          aria-label={props.label}
          aria-rowcount={channels.length}
          aria-busy={schedules.pending}
          onKeyDown={onKeyDown}
        >
          <div className={styles.channels} style={{ height: channels.length * ROW_HEIGHT }}>
            {channels.slice(rows.first, rows.last + 1).map((channel, i) => (
              <GuideChannelHeader key={channel.id} row={rows.first + i} channel={channel} />
            ))}
          </div>
          {channels.slice(rows.first, rows.last + 1).map((channel, i) => {
            const row = rows.first + i
            return (
              <GuideRow
                key={channel.id}
                row={row}
                channel={channel}
                entries={schedules.byChannel.get(channel.id)}
                from={span.from}
                to={span.to}
                dayStart={dayStart}
                now={now}
                tabbable={row === tabbableRow ? tabbable : undefined}
                t={t}
                time={time}
                onActivate={props.onActivate}
                onCellFocus={onCellFocus}
                onLiveIntent={props.onLiveIntent}
              />
            )
          })}
        </div>
        {todayShown && (
          <div
            className={styles.nowLine}
            aria-hidden="true"
            data-testid="guide-now-line"
            style={{ left: CHANNEL_COLUMN + (now - dayStart) * PX_PER_SECOND }}
          />
        )}
      </div>
    </div>
  )
}
