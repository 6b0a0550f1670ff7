import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getChannelConfig } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import type { ChannelPlayerProps } from '../../shared/player-props'
import { Button } from '../../shared/ui/button'
import { Spinner } from '../../shared/ui/spinner'
import styles from './vitrina-player.module.css'

/**
 * spec 2 §4: a channel with vitrinaUrl plays in a third-party embedded player described by the
 * channel's config (GET /v2/channels/{id}/config) instead of a stream. The frame is created and
 * destroyed with the channel (keyed by its id).
 */
export default function VitrinaPlayer({ channel }: ChannelPlayerProps) {
  const { t } = useTranslation()
  const config = useQuery({
    ...endpointQueryOptions(getChannelConfig, { params: { id: channel.id } }),
    meta: HANDLES_ERRORS,
  })
  const src = config.data?.config.web ?? config.data?.config.web_vlight ?? null
  return (
    <div className={styles.vitrina} data-testid="vitrina-player" data-channel-player={channel.id}>
      {config.isPending ? (
        <Spinner label={t('player_loading_channel', { name: channel.name })} />
      ) : src ? (
        <iframe
          key={channel.id}
          className={styles.frame}
          src={src}
          title={channel.name}
          allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div className={styles.error} role="alert">
          <p>{t('error_video_download')}</p>
          <Button onClick={() => void config.refetch()}>{t('player_retry')}</Button>
        </div>
      )}
    </div>
  )
}
