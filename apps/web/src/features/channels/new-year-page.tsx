import { Fragment, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Row } from '@efir/contract'
import type { RenderPlayer } from '../../shared/player-props'
import { Button, ButtonLink } from '../../shared/ui/button'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'
import { Skeleton } from '../../shared/ui/skeleton'
import { useNewYearRows } from './api'
import { NEW_YEAR_CHANNEL_ID } from './channel-rules'
import { COUNTDOWN_TICK_MS, countdown, yearEnd } from './new-year-countdown'
import { NEW_YEAR_ROWS } from './new-year-rows'
import { PlayerArea } from './player-area'
import { useChannelPlayback } from './use-channel-playback'
import { useOpenChannel } from './use-open-channel'
import { useStreamAccess } from './use-stream-access'
import styles from './new-year-page.module.css'

/**
 * How app/ draws one row (the start page's shelf of cards, from features/catalogue); `index` is its
 * place on the page (the first rows load their images at once).
 */
export type RenderRow = (row: Row, index: number) => ReactNode

function RowsSkeleton() {
  return (
    <div className={styles.rowList} aria-hidden="true">
      {NEW_YEAR_ROWS.map((ref) => (
        <Skeleton key={ref} height={120} />
      ))}
    </div>
  )
}

/** The five New Year rows (spec 3 §2): fetched together, a failed one left out, never endless skeletons. */
function NewYearRows({ renderRow }: { renderRow: RenderRow }) {
  const { t } = useTranslation()
  const rows = useNewYearRows()
  // loadNewYearRows never rejects; should the query fail anyway, that is every row failing
  const data = rows.data ?? (rows.isError ? { rows: [], failed: NEW_YEAR_ROWS.length } : undefined)
  if (!data) return <RowsSkeleton />
  if (data.rows.length === 0)
    return (
      <StateMessage title={t('newyear_rows_empty')} headingLevel={2}>
        <div className={styles.actions}>
          {data.failed > 0 && (
            <Button onClick={() => void rows.refetch()} disabled={rows.isFetching}>
              {t('retry')}
            </Button>
          )}
          <ButtonLink to="/" variant="secondary">
            {t('newyear_rows_home')}
          </ButtonLink>
        </div>
      </StateMessage>
    )
  return (
    <div className={styles.rowList}>
      <Suspense fallback={<RowsSkeleton />}>
        {data.rows.map((row, i) => (
          <Fragment key={row.id}>{renderRow(row, i)}</Fragment>
        ))}
      </Suspense>
    </div>
  )
}

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
export default function NewYearPage({
  renderPlayer,
  renderRow,
}: {
  renderPlayer: RenderPlayer
  renderRow: RenderRow
}) {
  const { t } = useTranslation()
  const left = useCountdown()
  const open = useOpenChannel(String(NEW_YEAR_CHANNEL_ID))
  const { channel, filter, category } = open
  const playback = useChannelPlayback(channel, filter.list, category)
  const access = useStreamAccess(channel, open.access, playback.ts)
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
          // NOTE: not a <dl>: a list with the timer role may not hold dt/dd (axe dlitem)
          <div className={styles.units} role="timer" aria-live="off">
            {units.map(([unit, value]) => (
              <div key={unit} className={styles.unit}>
                <span className={styles.unitName}>{t(`newyear_${unit}`)}</span>
                <span className={styles.value}>{String(value).padStart(2, '0')}</span>
              </div>
            ))}
          </div>
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
        <NewYearRows renderRow={renderRow} />
      </section>
    </PageFrame>
  )
}
