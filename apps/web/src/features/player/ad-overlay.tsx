import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import type { StreamPhase } from './use-channel-stream'
import styles from './channel-player.module.css'

/**
 * spec 2 §2 / §4: the ad plays in its own element over the channel and hides it; a remove-ads button
 * only when the ad info allows it; the 'viewing will start soon' notice meanwhile.
 */
export function AdOverlay({
  phase,
  videoRef,
  onRemoveAds,
}: {
  phase: StreamPhase
  videoRef: RefObject<HTMLVideoElement | null>
  onRemoveAds: () => void
}) {
  const { t } = useTranslation()
  const active = phase.kind === 'ad'
  return (
    <div className={styles.ad} hidden={!active} data-testid="player-ad">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- NOTE: VAST clips carry no caption track */}
      <video ref={videoRef} className={styles.video} playsInline aria-label={t('player_ad')} />
      {active && (
        <div className={styles.adBar}>
          <span className={styles.adLabel}>{t('player_ad')}</span>
          <span role="status">{t('player_viewing_soon')}</span>
          {phase.allowDisable && (
            <Button size="small" variant="secondary" onClick={onRemoveAds}>
              {t('player_remove_ads')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
