import { useTranslation } from 'react-i18next'
import styles from './spinner.module.css'

/** Busy indicator announced to assistive technology as "loading". */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  )
}
