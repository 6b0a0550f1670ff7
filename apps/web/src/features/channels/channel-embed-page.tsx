import { useTranslation } from 'react-i18next'
import type { RenderPlayer } from '../../shared/player-props'
import { NotFound } from '../../shared/ui/not-found'
import { Spinner } from '../../shared/ui/spinner'
import { Alert } from '../../shared/ui/alert'
import { PlayerArea } from './player-area'
import { useChannelPlayback } from './use-channel-playback'
import { useOpenChannel } from './use-open-channel'
import { useStreamAccess } from './use-stream-access'
import styles from './channel-embed-page.module.css'

/**
 * /channel_embed/{channelId}?ts= (spec 2 §2): the channel's player alone; the shell hides header and
 * footer on `_embed/` paths. A purchase opens the packet page in a new window (spec 2 §4). Issue 30:
 * the ignore_parental_control flag of spec 2 §5 skips no PIN: the server decides, and an embed asks the
 * PIN as the app does.
 */
export default function ChannelEmbedPage({
  channelKey,
  renderPlayer,
}: {
  channelKey: string
  renderPlayer: RenderPlayer
}) {
  const { t } = useTranslation()
  const open = useOpenChannel(channelKey)
  const { catalogue, channel, filter, category } = open
  const playback = useChannelPlayback(channel, filter.list, category)
  const access = useStreamAccess(channel, open.access, playback.ts)
  if (catalogue.status !== 'success')
    return (
      <div className={styles.embed}>
        <h1 className="visually-hidden">{t('section_channel_embed')}</h1>
        {catalogue.status === 'pending' ? <Spinner /> : <Alert tone="error">{t('channel_list_error')}</Alert>}
      </div>
    )
  if (!channel || !access) return <NotFound textKey="not_found_channel" />
  return (
    <div className={styles.embed}>
      <h1 className="visually-hidden">{channel.name}</h1>
      <PlayerArea channel={channel} access={access} playback={playback} renderPlayer={renderPlayer} embed />
    </div>
  )
}
