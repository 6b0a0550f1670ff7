import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScheduleEntry } from '@efir/contract'
import { SkeletonList } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { trackEvent } from '../../shared/analytics/analytics'
import { archiveAccess, type ArchiveAccess, type ArchiveChannel } from '../../shared/live/archive-access'
import { SCROLL_TO_CURRENT_MS, dayOf, entryState, groupByDay } from '../../shared/live/schedule-days'
import { useDayLabel } from '../../shared/live/use-day-label'
import styles from './schedule-list.module.css'
import { formatDate } from '../../shared/i18n/date-format'

export interface ScheduleListProps {
  channel: ArchiveChannel & { id: number; name: string }
  entries: readonly ScheduleEntry[]
  pending: boolean
  noProgram: boolean
  /** unix seconds */
  now: number
  /** The programme being played (catch-up position), if not the airing one. */
  playingId?: number
  /** A programme that may play: from `ts`, or live (spec 2 §4). */
  onPlay: (entry: ScheduleEntry, access: Extract<ArchiveAccess, { kind: 'play' }>) => void
  /** spec 2 §4: an unpurchased programme opens the packet purchase flow. */
  /** a programme of a channel not bought was chosen (spec 2 §4: the packet purchase flow) */
  onPackets: (entry: ScheduleEntry) => void
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * A channel's schedule (spec 2 §2 "Schedule list"): days with a switcher (02:00 rule), items active /
 * archived / unactive, the current one scrolled into view 200 ms after opening; a click plays from the
 * archive when spec 2 §4 allows it, else alerts error_schedule_from_future / error_schedule_copyright_banned.
 */
export function ScheduleList(props: ScheduleListProps) {
  const { t, i18n } = useTranslation()
  const { channel, entries, now } = props
  const days = useMemo(() => groupByDay(entries), [entries])
  const today = dayOf(now)
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const day = days.find((d) => d.day === chosen) ?? days.find((d) => d.day === today) ?? days.at(-1)
  const currentRef = useRef<HTMLLIElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const daysRef = useRef<HTMLDivElement>(null)
  const dayLabel = useDayLabel()

  useEffect(() => {
    // Scrolls the list's own box only: the player above stays in view (spec 2 §2: after 200 ms).
    const timer = window.setTimeout(() => {
      const item = currentRef.current
      const box = scrollerRef.current
      if (!item || !box) return
      const itemRect = item.getBoundingClientRect()
      const boxRect = box.getBoundingClientRect()
      box.scrollTop += itemRect.top - boxRect.top - (boxRect.height - itemRect.height) / 2
    }, SCROLL_TO_CURRENT_MS)
    return () => window.clearTimeout(timer)
  }, [day?.day, entries.length])

  // issue 11: the day row opens on the chosen day (today), not on its first day 14 days back; only the
  // row's own box scrolls, sideways
  useEffect(() => {
    const row = daysRef.current
    const button = row?.querySelector<HTMLElement>('[aria-pressed="true"]')
    if (!row || !button) return
    const b = button.getBoundingClientRect()
    const r = row.getBoundingClientRect()
    row.scrollLeft += b.left - r.left - (r.width - b.width) / 2
  }, [day?.day, days.length])

  if (props.pending) return <SkeletonList height={44} />
  if (props.noProgram || !day) {
    return (
      <p className={styles.empty} role="status">
        {t('warning_no_program')}
      </p>
    )
  }

  const select = (entry: ScheduleEntry) => {
    const access = archiveAccess(entry, channel, nowSeconds())
    // spec 2 §4 analytics: select_schedule, with what the click led to
    trackEvent('select_schedule', { value: entry.id, type: access.kind, data: { channelId: channel.id } })
    if (access.kind === 'denied') toastStore.show(t(access.alert), 'error')
    else if (access.kind === 'packets') props.onPackets(entry)
    else props.onPlay(entry, access)
  }

  return (
    <div className={styles.schedule}>
      <div ref={daysRef} className={styles.days} role="group" aria-label={t('schedule_days')}>
        {days.map((d) => (
          <button
            key={d.day}
            type="button"
            className={styles.day}
            aria-pressed={d.day === day.day}
            onClick={() => setChosen(d.day)}
          >
            {dayLabel(d.day, today)}
          </button>
        ))}
      </div>
      <div ref={scrollerRef} className={styles.scroller}>
        <ol
          className={styles.list}
          aria-label={t('schedule_of', { name: channel.name, day: dayLabel(day.day, today) })}
        >
          {day.entries.map((entry) => {
            const state = entryState(entry, channel, now)
            const playing = entry.id === props.playingId
            const current = state === 'active'
            return (
              <li
                key={entry.id}
                ref={playing || (current && props.playingId === undefined) ? currentRef : undefined}
                className={[styles.item, styles[state], playing && styles.playing].filter(Boolean).join(' ')}
                aria-current={current ? 'time' : undefined}
                data-state={state}
              >
                <button type="button" className={styles.button} onClick={() => select(entry)}>
                  <time className={styles.time} dateTime={new Date(entry.timestamp * 1000).toISOString()}>
                    {formatDate(entry.timestamp * 1000, i18n.language, 'time')}
                  </time>
                  <span className={styles.title}>{entry.program.title}</span>
                  {current && <span className={styles.badge}>{t('schedule_now')}</span>}
                  {state === 'archived' && <span className="visually-hidden">{t('schedule_archived')}</span>}
                  {playing && !current && <span className={styles.badge}>{t('schedule_playing')}</span>}
                </button>
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}
