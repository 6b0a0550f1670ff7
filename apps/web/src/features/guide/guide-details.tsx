import { useTranslation } from 'react-i18next'
import { formatDate } from '../../shared/i18n/date-format'
import type { Channel, GuideEntry } from '@efir/contract'
import { ModalFrame } from '../../shared/ui/modal-frame'
import styles from './guide.module.css'

/** A future programme's details (issue 11: "a future one to see its details"); it cannot play yet. */
export function GuideDetails({
  entry,
  channel,
  onClose,
}: {
  entry: GuideEntry
  channel: Channel
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const start = entry.timestamp * 1000
  const end = (entry.timestamp + entry.duration) * 1000
  return (
    <ModalFrame title={entry.title} closable onClose={onClose}>
      <dl className={styles.details}>
        <dt>{t('guide_details_when')}</dt>
        <dd>
          {formatDate(start, i18n.language, 'day')}, {formatDate(start, i18n.language, 'time')}–
          {formatDate(end, i18n.language, 'time')}
        </dd>
        <dt>{t('guide_details_channel')}</dt>
        <dd>{channel.name}</dd>
        {entry.episode && (
          <>
            <dt>{t('guide_details_episode')}</dt>
            <dd>{t('guide_episode', { season: entry.episode.season, series: entry.episode.series })}</dd>
          </>
        )}
        {entry.category && (
          <>
            <dt>{t('guide_details_genre')}</dt>
            <dd>{entry.category}</dd>
          </>
        )}
        {entry.age !== null && (
          <>
            <dt>{t('guide_details_age')}</dt>
            <dd>{entry.age}+</dd>
          </>
        )}
      </dl>
      <p className={styles.note}>{t('error_schedule_from_future')}</p>
    </ModalFrame>
  )
}
