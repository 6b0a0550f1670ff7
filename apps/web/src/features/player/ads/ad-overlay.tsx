import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { NEW_WINDOW_LINK, isEmbedPath } from '../../../shared/embed-mode'
import { ButtonLink, buttonClassName } from '../../../shared/ui/button'
import type { StreamPhase } from '../use-channel-stream'
import styles from '../channel-player.module.css'

/** Where removing the ads is bought: the packet list (spec 3 "Packets"). */
export const REMOVE_ADS_PATH = '/packets'

/**
 * spec 2 §2 / §4: the ad plays in its own element over the channel and hides it; a remove-ads button
 * only when the ad info allows it, leading to the packets (the break stops; in embed mode the packet
 * page opens in a new window and the ad goes on); the 'viewing will start soon' notice meanwhile.
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
  const embed = isEmbedPath(useLocation().pathname)
  const active = phase.kind === 'ad'
  return (
    <div
      className={styles.ad}
      hidden={!active}
      data-testid="player-ad"
      data-place={active ? phase.place : undefined}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- NOTE: VAST clips carry no caption track */}
      <video ref={videoRef} className={styles.video} playsInline aria-label={t('player_ad')} />
      {active && (
        <div className={styles.adBar}>
          <span className={styles.adLabel}>{t('player_ad')}</span>
          <span role="status">{t('player_viewing_soon')}</span>
          {phase.allowDisable &&
            (embed ? (
              <a
                className={buttonClassName({ size: 'small', variant: 'secondary' })}
                href={REMOVE_ADS_PATH}
                {...NEW_WINDOW_LINK}
              >
                {t('player_remove_ads')}
              </a>
            ) : (
              <ButtonLink to={REMOVE_ADS_PATH} size="small" variant="secondary" onClick={onRemoveAds}>
                {t('player_remove_ads')}
              </ButtonLink>
            ))}
        </div>
      )}
    </div>
  )
}
