import type { Channel } from '@efir/contract'
import { useAccountBlocked } from '../../shared/session/account-block'
import { useActionFlagGates } from '../../shared/parental/use-parental-check'
import { streamKey, useStreamRefused } from '../../shared/parental/parental-store'
import { streamAccess, type ChannelAccess } from './channel-rules'

/**
 * The access of what the page plays now (spec 1 §4): the channel's, unless the device's switch for
 * channels (live) or archive programmes (`ts`) asks the PIN, or the server refused the stream until
 * the PIN (issue 30); a blocked account (-2) plays nothing (issue 30).
 */
export function useStreamAccess(
  channel: Channel | undefined,
  access: ChannelAccess | undefined,
  ts: number | undefined,
): ChannelAccess | undefined {
  const channelGates = useActionFlagGates('channel')
  const archiveGates = useActionFlagGates('program')
  const refused = useStreamRefused(channel && streamKey(channel.id, ts))
  const blocked = useAccountBlocked()
  return (
    access &&
    streamAccess(access, { archive: ts !== undefined, channelGates, archiveGates, refused, blocked })
  )
}
