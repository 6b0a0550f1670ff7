import { useTranslation } from 'react-i18next'
import { programmeProgress } from './channel-rules'
import styles from './programme-progress.module.css'

/** The airing programme's progress (spec 2 §2 channel card), as an accessible progress bar. */
export function ProgrammeProgress({
  entry,
  now,
}: {
  entry: { timestamp: number; duration: number; program: { title: string } }
  now: number
}) {
  const { t } = useTranslation()
  const value = programmeProgress(entry, now)
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={t('channel_programme_progress', { title: entry.program.title })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  )
}
