import type { Channel } from '@efir/contract'
import { parentalStore, streamKey } from '../../shared/parental/parental-store'
import { useRefreshBlockStatus } from '../../shared/session/account-block'
import type { RenderPlayer } from '../../shared/player-props'
import { ChannelGate } from './channel-gate'
import type { ChannelAccess } from './channel-rules'
import type { ChannelPlayback } from './use-channel-playback'
import styles from './player-area.module.css'

/** The player, or what the channel shows instead of it (spec 2 §4 "Channel loading"). */
export function PlayerArea({
  channel,
  access,
  playback,
  renderPlayer,
  embed = false,
  onPosition,
}: {
  channel: Channel
  access: ChannelAccess
  playback: ChannelPlayback
  renderPlayer: RenderPlayer
  embed?: boolean
  /** the player reports where the picture is (the line under the player) */
  onPosition?: (position: number | undefined) => void
}) {
  const refreshBlockStatus = useRefreshBlockStatus()
  return (
    <div className={styles.area} data-testid="player-area">
      {access.kind === 'play' ? (
        renderPlayer({
          channel,
          ts: playback.ts,
          schedule: playback.schedule.entries,
          mode: 'full',
          neighbours: playback.neighbours,
          channels: playback.list,
          onZap: playback.onZap,
          onProgramme: playback.onProgramme,
          // issue 30: the server refused this stream until the PIN: the page asks it (channel-rules streamAccess)
          onParentalRequired: () => parentalStore.streamRefused(streamKey(channel.id, playback.ts)),
          // issue 30: a refusal may be a block set meanwhile: the fresh status stops the player
          onDenied: refreshBlockStatus,
          ...(onPosition ? { onPosition } : {}),
        })
      ) : (
        <ChannelGate channel={channel} access={access} embed={embed} />
      )}
    </div>
  )
}
