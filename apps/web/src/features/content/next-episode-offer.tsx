import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { nextEpisodeOffer } from '@efir/player'
import { Button } from '../../shared/ui/button'
import styles from './vod-player.module.css'

export interface NextOffer {
  title: string
  onPlay: () => void
}

/**
 * The next-episode offer over the on-demand player (issue 31): from the credits (or the last 20 s) a
 * card with the next episode's whole title, a countdown of 10 s of playback after which it plays on by
 * itself, "Play next" and "Cancel". Cancelled, it comes back without a countdown at the end.
 */
export function NextEpisodeCard({
  next,
  due,
  ended,
  position,
  sourceKey,
}: {
  next: NextOffer
  /** nextEpisodeDue of the player core. */
  due: boolean
  ended: boolean
  position: number
  /** A new playback forgets the countdown and the cancel. */
  sourceKey: string
}) {
  const { t } = useTranslation()
  const [seen, setSeen] = useState<{ key: string; shownAt: number | null; cancelled: boolean }>({
    key: sourceKey,
    shownAt: null,
    cancelled: false,
  })
  const fresh = seen.key === sourceKey && due
  const shownAt = fresh ? seen.shownAt : null
  const cancelled = fresh && seen.cancelled
  // remember where the offer appeared; leaving the due part (a seek back) or a new title forgets it
  // (state adjusted while rendering, as React's "storing information from previous renders")
  if (due && (seen.key !== sourceKey || seen.shownAt === null))
    setSeen({ key: sourceKey, shownAt: position, cancelled: false })
  else if (!due && (seen.key !== sourceKey || seen.shownAt !== null || seen.cancelled))
    setSeen({ key: sourceKey, shownAt: null, cancelled: false })
  const offer = nextEpisodeOffer({ due, ended, position, shownAt, cancelled })
  const played = useRef<string | null>(null)
  const onPlay = useRef(next.onPlay)
  useEffect(() => {
    onPlay.current = next.onPlay
  })
  useEffect(() => {
    if (offer.kind !== 'play-next' || played.current === sourceKey) return
    played.current = sourceKey
    onPlay.current()
  }, [offer.kind, sourceKey])
  if (offer.kind === 'hidden' || offer.kind === 'play-next') return null
  return (
    <div className={styles.offer}>
      <section className={styles.nextCard} aria-label={t('player_next_episode')}>
        <span className={styles.nextLabel}>
          {t('player_next_episode')}
          {offer.kind === 'countdown' && (
            <>
              {' · '}
              <span data-testid="next-countdown">{t('player_next_in', { seconds: offer.secondsLeft })}</span>
            </>
          )}
        </span>
        <span className={styles.nextTitle}>{next.title}</span>
        <span className={styles.nextButtons}>
          <Button onClick={next.onPlay}>{t('player_play_next')}</Button>
          {offer.kind === 'countdown' && (
            <Button variant="secondary" onClick={() => setSeen({ key: sourceKey, shownAt, cancelled: true })}>
              {t('player_cancel_next')}
            </Button>
          )}
        </span>
      </section>
    </div>
  )
}
