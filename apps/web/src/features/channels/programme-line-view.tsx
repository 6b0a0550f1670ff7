import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Channel, ScheduleEntry } from '@efir/contract'
import { formatClock } from '../../shared/player-chrome/time-format'
import { programmeLine, type PositionStore } from './programme-line'
import { useNow } from './use-now'

const LIVE_TICK_MS = 30_000

/**
 * The line under the channel player (issue 11): "On air now: …" on live, "In the archive: … 12:03 of
 * 45:00" while an archived programme plays. Re-renders alone, from the position the player reports.
 */
export function ProgrammeLineView(props: {
  channel: Channel
  schedule: readonly ScheduleEntry[]
  positions: PositionStore
  className?: string | undefined
}) {
  const { t } = useTranslation()
  const position = useSyncExternalStore(props.positions.subscribe, props.positions.get)
  const now = useNow(LIVE_TICK_MS)
  const line = programmeLine({
    schedule: props.schedule,
    airingTitle: props.channel.current_schedule?.program.title,
    position,
    now,
  })
  if (line.kind === 'none') return null
  return (
    <p className={props.className} data-testid="programme-line" data-kind={line.kind}>
      {line.kind === 'live'
        ? t('channel_now_on_air', { title: line.title })
        : t('channel_archive_now', {
            title: line.title,
            time: t('player_time_of', { time: formatClock(line.elapsed), duration: formatClock(line.total) }),
          })}
    </p>
  )
}
