import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import type { Category, Channel, GuideEntry } from '@efir/contract'
import { trackEvent } from '../../shared/analytics/analytics'
import { backgroundState } from '../../shared/hooks/background-location'
import { useNow } from '../../shared/hooks/use-now'
import { archiveAccess } from '../../shared/live/archive-access'
import { dayOf } from '../../shared/live/schedule-days'
import { useDayLabel } from '../../shared/live/use-day-label'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { PageFrame } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { GuideDetails } from './guide-details'
import { GuideGrid } from './guide-grid'
import { guideDays, type CellState } from './guide-layout'
import styles from './guide.module.css'

/** The channel list as the viewer may see it, composed by app/ from the channels feature. */
export interface GuideCatalogue {
  status: 'pending' | 'error' | 'success'
  /** Channels lists show (no 4K, no hidden, child rules). */
  channels: Channel[]
  categories: Category[]
  /** spec 2 §4: a child profile preselects category 7 and hides the category filter. */
  filter: { preselected?: number; hidden: boolean }
  /** The channels of a category in its order. */
  channelsOf: (channels: readonly Channel[], category: Category | undefined) => Channel[]
}

export interface GuidePageProps {
  catalogue: GuideCatalogue
  /** The channel page of a channel in a category (spec 2 §2), where ?ts= plays from the archive. */
  channelPath: (channel: Channel, category: Category | undefined) => string
  /**
   * The channel of an airing cell the viewer is about to pick (focus or pointer on it): app/ warms its
   * live start (issue 11 "Any channel as fast as a neighbour").
   */
  onLiveIntent?: (channel: Channel) => void
}

/** The clock moves the now-line and the cells' states. */
const GUIDE_TICK_MS = 30_000

/**
 * /guide (issue 11): the programme guide. A past programme plays from the archive through the channel
 * page's ?ts= (spec 2 §4 archive rules, the schedule list's path), the airing one plays live, a future
 * one shows its details.
 */
export default function GuidePage({ catalogue, channelPath, onLiveIntent }: GuidePageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const now = useNow(GUIDE_TICK_MS)
  const today = dayOf(now)
  const days = useMemo(() => guideDays(today), [today])
  const dayLabel = useDayLabel()
  const [chosenDay, setDay] = useState(today)
  const day = days.find((d) => d.day === chosenDay) ?? days.find((d) => d.day === today)
  const [jumpKey, setJumpKey] = useState(0)
  const [categoryId, setCategoryId] = useState<number | undefined>(catalogue.filter.preselected)
  const category = catalogue.categories.find((c) => c.id === categoryId)
  const { channelsOf, channels: all } = catalogue
  const channels = useMemo(() => channelsOf(all, category), [channelsOf, all, category])
  const [details, setDetails] = useState<{ entry: GuideEntry; channel: Channel } | null>(null)

  const { categories } = catalogue
  // the React compiler keeps it stable, so the grid's rows re-render only when what they draw changes
  const activate = (entry: GuideEntry, channel: Channel, state: CellState) => {
    if (state === 'future') {
      setDetails({ entry, channel })
      return
    }
    const clock = Math.floor(Date.now() / 1000)
    const access = archiveAccess(entry, channel, clock)
    trackEvent('select_schedule', { value: entry.id, type: access.kind, data: { channelId: channel.id } })
    if (access.kind === 'denied') {
      toastStore.show(t(access.alert), 'error')
      return
    }
    // The airing programme plays live from the guide; a past one from its start (?ts=, spec 2 §2)
    const ts = access.kind === 'play' && state !== 'active' ? access.ts : undefined
    // spec 2 §2: a channel path falls back to the all-channels category
    const path = channelPath(channel, category ?? categories.find((c) => c.tags.all_channels))
    void navigate(ts === undefined ? path : `${path}?ts=${ts}`, { state: backgroundState(location) })
  }

  const jumpToNow = () => {
    setDay(today)
    setJumpKey((k) => k + 1)
  }

  return (
    <PageFrame title={t('section_guide')}>
      <div className={styles.toolbar}>
        <div className={styles.days} role="group" aria-label={t('guide_days')}>
          {days.map((d) => (
            <button
              key={d.day}
              type="button"
              className={styles.day}
              aria-pressed={d.day === day?.day}
              onClick={() => setDay(d.day)}
            >
              {dayLabel(d.day, today)}
            </button>
          ))}
        </div>
        <Button variant="secondary" size="small" onClick={jumpToNow}>
          {t('guide_jump_now')}
        </Button>
        {!catalogue.filter.hidden && (
          <label className={styles.category}>
            {t('guide_category')}
            <select
              value={categoryId ?? ''}
              onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : undefined)}
            >
              <option value="">{t('channel_all_channels')}</option>
              {catalogue.categories
                .filter((c) => !c.tags.all_channels)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </select>
          </label>
        )}
      </div>
      {catalogue.status === 'pending' && <SkeletonList height={56} />}
      {catalogue.status === 'error' && <Alert tone="error">{t('channel_list_error')}</Alert>}
      {catalogue.status === 'success' && day && channels.length === 0 && (
        <p className={styles.empty} role="status">
          {t('guide_empty')}
        </p>
      )}
      {catalogue.status === 'success' && day && channels.length > 0 && (
        <GuideGrid
          // a new category or day starts afresh: first channel, focus and scroll reset
          key={`${categoryId ?? 'all'}:${day.day}`}
          channels={channels}
          dayStart={day.start}
          now={now}
          label={t('guide_grid', { day: dayLabel(day.day, today) })}
          jumpKey={jumpKey}
          onActivate={activate}
          onLiveIntent={onLiveIntent}
        />
      )}
      {details && (
        <GuideDetails entry={details.entry} channel={details.channel} onClose={() => setDetails(null)} />
      )}
    </PageFrame>
  )
}
