import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { getChannelConfig } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { FullscreenIcon, PipIcon } from '../../shared/player-chrome/player-icons'
import type { ChannelPlayerProps } from '../../shared/player-props'
import { nativePlayer } from '../../shared/web-view-bridge'
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
  const rootRef = useRef<HTMLDivElement>(null)
  return (
    <div
      ref={rootRef}
      className={styles.vitrina}
      data-testid="vitrina-player"
      data-channel-player={channel.id}
    >
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
      {src && <NativeControls rootRef={rootRef} />}
    </div>
  )
}

/**
 * spec 2 §2 "In the Android web view, native picture-in-picture and fullscreen are offered": the
 * third-party frame has only the browser's own, which the webview lacks, so the app's are offered over
 * it (nothing outside the Android webview or without the app's methods).
 */
function NativeControls({ rootRef }: { rootRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation()
  const [native] = useState(() => nativePlayer(navigator.userAgent))
  const [fullscreen, setFullscreen] = useState(false)
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  if (!native.pictureInPicture && !native.fullscreen) return null

  const toggleFullscreen = () => {
    native.fullscreen?.(!fullscreen)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void rootRef.current?.requestFullscreen().catch(() => undefined)
  }
  return (
    <div className={styles.native}>
      {native.pictureInPicture && (
        <button
          type="button"
          className={styles.nativeButton}
          aria-label={t('player_pip')}
          title={t('player_pip')}
          onClick={() => native.pictureInPicture?.()}
        >
          <PipIcon />
        </button>
      )}
      {native.fullscreen && (
        <button
          type="button"
          className={styles.nativeButton}
          aria-label={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
          title={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
          onClick={toggleFullscreen}
        >
          <FullscreenIcon />
        </button>
      )}
    </div>
  )
}
