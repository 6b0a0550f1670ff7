import { useTranslation } from 'react-i18next'
import { formatDate } from '../i18n/date-format'

/** A schedule day's name: today, yesterday, tomorrow, else a short weekday and date (YYYY-MM-DD days). */
export function useDayLabel() {
  const { t, i18n } = useTranslation()
  return (day: string, today: string) => {
    const diff = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000)
    if (diff === 0) return t('schedule_today')
    if (diff === -1) return t('schedule_yesterday')
    if (diff === 1) return t('schedule_tomorrow')
    // kk and uz without the browser's locale data: formatDate's own names (issue 11)
    return formatDate(`${day}T00:00:00Z`, i18n.language, 'day', { timeZone: 'UTC' })
  }
}
