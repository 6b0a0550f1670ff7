import type { Channel } from '@efir/contract'
import { useModal } from '../../shared/hooks/use-modal'
import { useNow } from './use-now'
import { entryAt } from '../../shared/live/schedule-days'
import { ScheduleList } from './schedule-list'
import type { ChannelPlayback } from './use-channel-playback'

const SCHEDULE_TICK_MS = 30_000

/** The schedule of the open channel, wired to its position (spec 2 §2 "The schedule panel opens for the current channel"). */
export function ChannelSchedule({ channel, playback }: { channel: Channel; playback: ChannelPlayback }) {
  const modal = useModal()
  const now = useNow(SCHEDULE_TICK_MS)
  const { entries, pending, noProgram } = playback.schedule
  const playing = playback.ts === undefined ? undefined : entryAt(entries, playback.ts)
  return (
    <ScheduleList
      channel={channel}
      entries={entries}
      pending={pending}
      noProgram={noProgram}
      now={now}
      playingId={playing?.id}
      onPlay={(_entry, access) => playback.play(access.ts)}
      onPackets={() => modal.open('quick_packets')}
    />
  )
}
