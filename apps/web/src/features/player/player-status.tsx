import { useTranslation } from 'react-i18next'
import type { Channel } from '@efir/contract'
import { errorMessageKey, type PlayerState } from '@efir/player'
import { Button } from '../../shared/ui/button'
import { stallOf } from '../../shared/player-chrome/player-stall'
import { PlayerStall } from '../../shared/player-chrome/player-stall-view'
import { Image } from '../../shared/ui/image'
import { Spinner } from '../../shared/ui/spinner'
import type { StreamPhase } from './use-channel-stream'
import styles from './channel-player.module.css'

interface StatusProps {
  channel: Channel
  phase: StreamPhase
  state: PlayerState
  /** the open channel is not the one loaded yet: feedback at once (issue 3: within 100 ms) */
  switching: boolean
  /** spec 2 §2: a preview that cannot play (adult, ad-only, not purchased) shows its still, quietly */
  preview?: boolean
  onRetryStream: () => void
  onRetryPlayback: () => void
}

/** What covers the picture: switch feedback, spinner, connection lost, errors with Retry. */
export function PlayerStatus({
  channel,
  phase,
  state,
  switching,
  preview = false,
  onRetryStream,
  onRetryPlayback,
}: StatusProps) {
  const { t } = useTranslation()
  if (preview && (phase.kind === 'error' || phase.kind === 'denied' || state.status === 'error')) {
    return (
      <div className={styles.feedback} data-preview-still="">
        <Image src={channel.cover.full || channel.logo} alt="" className={styles.feedbackPoster} />
      </div>
    )
  }
  if (phase.kind === 'error') {
    return (
      <div className={styles.status} role="alert">
        <p>{phase.message ?? t('error_video_download')}</p>
        <Button onClick={onRetryStream}>{t('player_retry')}</Button>
      </div>
    )
  }
  // state.offlineLong: the core's "cut longer than hls.js's retries" (31 s); state.videoError: over 5
  // fragment-parsing or buffer-stall errors (spec 2 §4), shown with Retry while the core's own retry runs
  if ((state.status === 'error' || state.offlineLong || state.videoError) && phase.kind === 'ready') {
    // spec 2 §8: error_video_codec / error_video_download (also a cut longer than the retries);
    // Retry resumes at the same position, and the reconnect retries by itself
    const key = errorMessageKey(state) ?? 'error_video_download'
    const drm = state.error?.kind === 'drm' ? state.error : null
    return (
      <div className={styles.status} role="alert">
        <p>{t(key)}</p>
        {/* spec 2 §8: 'DRM Error' with the message and the code (8002: parsed from the licence answer) */}
        {drm?.message && <p>{drm.message}</p>}
        {drm && <p>{t('player_error_code', { code: drm.code ?? 0 })}</p>}
        {state.offline && <p>{t('player_connection_lost')}</p>}
        {!state.codecError && <Button onClick={onRetryPlayback}>{t('player_retry')}</Button>}
      </div>
    )
  }
  // spec 2 §4 "Offline": a clear state while the connection is away; the core reloads by itself
  const stall = stallOf(state)
  if (stall === 'offline') return <PlayerStall state={state} className={styles.status} />
  const loading =
    switching || phase.kind === 'loading' || (phase.kind === 'ready' && state.status === 'loading')
  if (loading) {
    return (
      <div className={styles.feedback} data-testid="player-feedback" data-zap-feedback={channel.id}>
        <Image src={channel.cover.full || channel.logo} alt="" className={styles.feedbackPoster} />
        <div className={styles.feedbackCaption}>
          <Spinner label={t('player_loading_channel', { name: channel.name })} />
          <span className={styles.feedbackName}>{channel.name}</span>
        </div>
      </div>
    )
  }
  return stall && <PlayerStall state={state} className={styles.status} />
}
