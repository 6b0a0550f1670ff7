import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { getChannelConfig } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { isApiError } from '../../shared/api/api-error'
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
  const [inPip, setInPip] = useState(false)
  // spec 2 §8: a refused config (403) says the server's message; no answer at all, the network one
  const error = config.error
  const refused = isApiError(error) && error.status !== 0 && error.message ? error.message : null
  return (
    <div
      ref={rootRef}
      className={styles.vitrina}
      data-testid="vitrina-player"
      data-channel-player={channel.id}
    >
      {config.isPending ? (
        <Spinner label={t('player_loading_channel', { name: channel.name })} />
      ) : src && inPip ? (
        <p className={styles.error}>{t('player_pip_playing')}</p>
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
          <p>{refused ?? t('error_video_download')}</p>
          <Button onClick={() => void config.refetch()}>{t('player_retry')}</Button>
        </div>
      )}
      {src && <FrameControls rootRef={rootRef} src={src} title={channel.name} onPip={setInPip} />}
    </div>
  )
}

/** Chromium's Document Picture-in-Picture (a window that holds any page content, a frame too). */
interface DocumentPip {
  requestWindow: (options?: { width: number; height: number }) => Promise<Window>
}
const documentPip = (): DocumentPip | undefined =>
  (window as { documentPictureInPicture?: DocumentPip }).documentPictureInPicture

/**
 * Fullscreen and picture-in-picture over the third-party frame, which has none of its own we can reach
 * (issue 31: desktop had neither). spec 2 §2: in the Android web view the app's native ones; elsewhere
 * the browser's fullscreen of the player box, and picture-in-picture as a Document Picture-in-Picture
 * window with the same frame (where the browser has it), the box saying so meanwhile.
 */
function FrameControls({
  rootRef,
  src,
  title,
  onPip,
}: {
  rootRef: RefObject<HTMLDivElement | null>
  src: string
  title: string
  onPip: (inPip: boolean) => void
}) {
  const { t } = useTranslation()
  const [native] = useState(() => nativePlayer(navigator.userAgent))
  const [fullscreen, setFullscreen] = useState(false)
  const pipWindow = useRef<Window | null>(null)
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => {
      document.removeEventListener('fullscreenchange', onChange)
      pipWindow.current?.close()
    }
  }, [])
  const canFullscreen = !!native.fullscreen || document.fullscreenEnabled
  const canPip = !!native.pictureInPicture || documentPip() !== undefined
  if (!canPip && !canFullscreen) return null

  const toggleFullscreen = () => {
    native.fullscreen?.(!fullscreen)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void rootRef.current?.requestFullscreen().catch(() => undefined)
  }
  const pictureInPicture = async (): Promise<void> => {
    if (native.pictureInPicture) {
      native.pictureInPicture()
      return
    }
    const pip = documentPip()
    if (!pip || pipWindow.current) return
    const win = await pip.requestWindow({ width: 480, height: 270 }).catch(() => null)
    if (!win) return
    const frame = win.document.createElement('iframe')
    Object.assign(frame, { src, title, allowFullscreen: true })
    frame.allow = 'autoplay; fullscreen; encrypted-media'
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0'
    win.document.body.style.margin = '0'
    win.document.body.append(frame)
    pipWindow.current = win
    onPip(true)
    win.addEventListener('pagehide', () => {
      pipWindow.current = null
      onPip(false)
    })
  }
  return (
    <div className={styles.native}>
      {canPip && (
        <button
          type="button"
          className={styles.nativeButton}
          aria-label={t('player_pip')}
          title={t('player_pip')}
          onClick={() => void pictureInPicture()}
        >
          <PipIcon />
        </button>
      )}
      {canFullscreen && (
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
