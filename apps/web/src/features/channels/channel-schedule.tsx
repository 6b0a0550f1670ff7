import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { Channel, ScheduleEntry } from '@efir/contract'
import { purchaseStartModal, startPacketPurchase } from '../../shared/commerce/purchase-start'
import { useModal } from '../../shared/hooks/use-modal'
import { useCountryForbidden, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { toastStore } from '../../shared/ui/toast-store'
import { useQuickSalesPackets } from './api'
import { schedulePurchase } from './schedule-purchase'
import { useNow } from './use-now'
import { entryAt } from '../../shared/live/schedule-days'
import { ScheduleList } from './schedule-list'
import type { ChannelPlayback } from './use-channel-playback'

const SCHEDULE_TICK_MS = 30_000

/** The schedule of the open channel, wired to its position (spec 2 §2 "The schedule panel opens for the current channel"). */
export function ChannelSchedule({ channel, playback }: { channel: Channel; playback: ChannelPlayback }) {
  const buy = useProgrammePurchase(channel)
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
      onPackets={buy}
    />
  )
}

/**
 * spec 2 §4: a programme of a channel not bought opens the packet purchase flow (issue 31): the
 * channel's one packet is bought (a guest signs in first), several are chosen from the channel's packet
 * list beside the player (a guest signs in first), none says channel_soon. Afterwards the programme plays.
 */
function useProgrammePurchase(channel: Channel) {
  const { t } = useTranslation()
  const modal = useModal()
  const session = useSession()
  const countryForbidden = useCountryForbidden()
  const location = useLocation()
  const bought = channel.is_free || channel.is_purchased
  // the same query as the packet list beside the player: one fetch
  const packets = useQuickSalesPackets(channel.id, !bought)
  const signedIn = isLoggedIn(session)
  return (entry: ScheduleEntry) => {
    const next = schedulePurchase(packets.data, signedIn)
    if (next.kind === 'buy') {
      const playAfter = { kind: 'channel' as const, path: `${location.pathname}?ts=${entry.timestamp}` }
      const start = startPacketPurchase(next.packetId, playAfter, { countryForbidden, signedIn })
      const opened = purchaseStartModal(start, t)
      modal.open(opened.id, opened.payload)
    } else if (next.kind === 'sign-in') modal.open('auth')
    else if (next.kind === 'soon') toastStore.show(t('channel_soon'), 'info')
    else if (next.kind === 'choose') {
      const list = document.querySelector(`[aria-label="${CSS.escape(t('channel_packets'))}"]`)
      const first = list?.querySelector<HTMLElement>('button, a')
      first?.scrollIntoView?.({ block: 'nearest' })
      first?.focus()
    }
  }
}
