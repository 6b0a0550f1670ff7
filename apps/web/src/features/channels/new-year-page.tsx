import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RenderPlayer } from '../../shared/player-props'
import { PageFrame } from '../../shared/ui/page-frame'
import { Skeleton } from '../../shared/ui/skeleton'
import { NEW_YEAR_CHANNEL_ID } from './channel-rules'
import { COUNTDOWN_TICK_MS, countdown, yearEnd } from './new-year-countdown'
import { PlayerArea } from './player-area'
import { useChannelPlayback } from './use-channel-playback'
import { useOpenChannel } from './use-open-channel'
import styles from './new-year-page.module.css'

/** spec 3 §2: five fixed rows fetched together; the rowset feature fills them later. */
const NEW_YEAR_ROWS = 5

/** Ticks each second and stops at zero (spec 2 §2 /newyear). */
function useCountdown() {
  const [target] = useState(() => yearEnd(new Date()))
  const [left, setLeft] = useState(() => countdown(new Date(), target))
  useEffect(() => {
    if (left.done) return
    const timer = window.setInterval(() => {
      const next = countdown(new Date(), target)
      setLeft(next)
      if (next.done) window.clearInterval(timer)
    }, COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [target, left.done])
  return left
}

/** /newyear (spec 2 §2, spec 3 §2): channel 3929, a countdown to the year end and five New Year rows. */
export default function NewYearPage({ renderPlayer }: { renderPlayer: RenderPlayer }) {
  const { t } = useTranslation()
  const left = useCountdown()
  const { channel, access, filter, category } = useOpenChannel(String(NEW_YEAR_CHANNEL_ID))
  const playback = useChannelPlayback(channel, filter.list, category)
  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const
  return (
    <PageFrame title={t('section_newyear')}>
      <section className={styles.countdown} aria-label={t('newyear_countdown')}>
        {left.done ? (
          <p className={styles.done}>{t('newyear_happy')}</p>
        ) : (
          <dl className={styles.units} role="timer" aria-live="off">
            {units.map(([unit, value]) => (
              <div key={unit} className={styles.unit}>
                <dt className={styles.unitName}>{t(`newyear_${unit}`)}</dt>
                <dd className={styles.value}>{String(value).padStart(2, '0')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <div className={styles.player}>
        {channel && access ? (
          <PlayerArea channel={channel} access={access} playback={playback} renderPlayer={renderPlayer} />
        ) : (
          <Skeleton height="100%" />
        )}
      </div>
      <section className={styles.rows} aria-labelledby="newyear-rows">
        <h2 id="newyear-rows" className={styles.rowsTitle}>
          {t('newyear_rows')}
        </h2>
        <p className={styles.coming}>{t('newyear_rows_coming')}</p>
        <div className={styles.rowList} aria-hidden="true">
          {Array.from({ length: NEW_YEAR_ROWS }, (_, i) => (
            <Skeleton key={i} height={120} />
          ))}
        </div>
      </section>
    </PageFrame>
  )
}
