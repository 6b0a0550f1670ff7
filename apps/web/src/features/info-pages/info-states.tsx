import { useTranslation } from 'react-i18next'
import { Button, ButtonLink } from '../../shared/ui/button'
import { AlertIcon, TvIcon } from '../../shared/ui/icons'
import { StateMessage } from '../../shared/ui/page-frame'
import { Skeleton } from '../../shared/ui/skeleton'
import styles from './info-pages.module.css'

/** The loading state of an information page: a heading-sized bar and text lines (aria-busy). */
export function InfoSkeleton({ lines = 5 }: { lines?: number }) {
  const { t } = useTranslation()
  return (
    <div className={styles.article} aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width="40%" height={28} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={18} width={i % 2 ? '85%' : '100%'} />
      ))}
    </div>
  )
}

/** A page that failed to load: says so, with a retry and a way home. */
export function InfoError({ onRetry, headingLevel = 1 }: { onRetry: () => void; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <StateMessage icon={<AlertIcon />} title={t('info_load_error')} headingLevel={headingLevel}>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('retry')}</Button>
        <ButtonLink to="/" variant="secondary">
          {t('go_home')}
        </ButtonLink>
      </div>
    </StateMessage>
  )
}

/** A page with nothing in it yet (the operator wrote nothing): says so, with a way home. */
export function InfoEmpty({ textKey, headingLevel = 2 }: { textKey: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <StateMessage icon={<TvIcon />} title={t(textKey)} headingLevel={headingLevel}>
      <ButtonLink to="/" variant="secondary">
        {t('go_home')}
      </ButtonLink>
    </StateMessage>
  )
}

/** Numbered steps (instructions, manuals) or clauses (rules): an ordered list. */
export function StepList({
  items,
  label,
}: {
  items: readonly { id: number; text: string }[]
  label: string
}) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{item.text}</li>
      ))}
    </ol>
  )
}
