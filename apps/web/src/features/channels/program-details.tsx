import { useQuery } from '@tanstack/react-query'
import { ratingBadge } from '../../shared/text/rating-badge'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../shared/i18n/date-format'
import { getProgram } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import styles from './channel-viewer-page.module.css'

/**
 * spec 2 §2 channel viewer page: the ratings, persons and episodes of the programme being watched,
 * from GET /v2/programs/{id} (spec 2 §7). Nothing while it loads or fails: the page stands without it.
 */
export function ProgramDetails({ programId }: { programId: number | undefined }) {
  const { t, i18n } = useTranslation()
  const query = useQuery({
    ...endpointQueryOptions(getProgram, { params: { id: programId ?? 0 } }),
    enabled: programId !== undefined,
    meta: HANDLES_ERRORS,
  })
  const program = query.data
  if (!program) return null
  // spec 3 §5: a rating shows only with a non-zero integer part, one decimal
  const ratings = program.ratings.flatMap((r) => {
    const badge = ratingBadge(r.rating)
    return badge ? [{ type: r.type, text: badge.text }] : []
  })
  return (
    <section
      className={styles.program}
      aria-labelledby={`program-${program.id}`}
      data-testid="program-details"
    >
      <h2 id={`program-${program.id}`} className={styles.subtitle}>
        {program.title}
      </h2>
      {ratings.length > 0 && (
        <ul className={styles.tags} aria-label={t('program_ratings')}>
          {ratings.map((r) => (
            <li key={r.type} className={styles.tag}>
              {t('program_rating', { type: r.type, rating: r.text })}
            </li>
          ))}
        </ul>
      )}
      {program.persons.length > 0 && (
        <ul className={styles.tags} aria-label={t('program_persons')}>
          {program.persons.map((p) => (
            <li key={`${p.id}-${p.role}`} className={styles.tag}>
              {p.name} ({p.role})
            </li>
          ))}
        </ul>
      )}
      {program.episodes.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('program_episodes')}</h3>
          <ol className={styles.episodes}>
            {program.episodes.map((e) => (
              <li key={e.schedule_id}>
                {t('program_episode', { season: e.season ?? 1, series: e.series ?? 1 })} ·{' '}
                {formatDate(e.timestamp * 1000, i18n.language, 'dateTime')}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
