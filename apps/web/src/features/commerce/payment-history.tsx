import type { PaymentHistoryItem } from '@efir/contract'
import { PAYMENT_HISTORY_LIMIT, listPaymentHistory } from '@efir/contract/routes'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey } from '../../shared/api/query'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { formatDate } from '../../shared/i18n/date-format'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { SkeletonList } from '../../shared/ui/skeleton'
import { HISTORY_KIND_KEYS, historyDetail, nextHistoryOffset, signedAmount } from './history-rules'
import styles from './account.module.css'

/** Issue 29: the viewer's payment history, a page at a time (GET users/self/payments/history). */
export function usePaymentHistory() {
  const session = useSession()
  return useInfiniteQuery({
    queryKey: endpointQueryKey(listPaymentHistory),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listPaymentHistory, {
        query: { offset: pageParam, limit: PAYMENT_HISTORY_LIMIT.default },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextHistoryOffset,
    staleTime: listPaymentHistory.cacheMs,
    enabled: isLoggedIn(session),
  })
}

/**
 * The payment history in the settings' payment screen (issue 29): charges, renewals, top-ups, refunds
 * with their date, amount and what they paid for, newest first; more on request; a skeleton while it
 * loads, an empty state, an error with retry. A list named by its heading.
 */
export function PaymentHistory() {
  const { t } = useTranslation()
  const titleId = useId()
  const history = usePaymentHistory()
  const items = history.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <section className={styles.history} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('acc_history')}
      </h2>
      {history.isPending && (
        <div aria-busy="true" aria-label={t('acc_history_loading')}>
          <SkeletonList count={4} height={56} />
        </div>
      )}
      {history.isError && !history.isFetchNextPageError && (
        <Alert tone="error">
          <p>{t('acc_history_error')}</p>
          <Button size="small" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {history.isSuccess && items.length === 0 && <p className={styles.muted}>{t('acc_history_empty')}</p>}
      {items.length > 0 && (
        <ol className={styles.historyList} aria-labelledby={titleId}>
          {items.map((item) => (
            <HistoryRow key={item.id} item={item} />
          ))}
        </ol>
      )}
      {history.isFetchNextPageError && <Alert tone="error">{t('acc_history_error')}</Alert>}
      {history.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
          aria-busy={history.isFetchingNextPage || undefined}
        >
          {history.isFetchNextPageError ? t('retry') : t('acc_history_more')}
        </Button>
      )}
    </section>
  )
}

function HistoryRow({ item }: { item: PaymentHistoryItem }) {
  const { t, i18n } = useTranslation()
  const money = useMoneyText()
  const detail = historyDetail(item)
  const period = item.subject ? money.period(item.subject.period_human) : null
  return (
    <li className={styles.historyRow}>
      <div className={styles.historyWhat}>
        <span className={styles.historyKind}>{t(HISTORY_KIND_KEYS[item.kind])}</span>
        {detail && (
          <span>
            {detail.kind === 'subject' ? `«${detail.title}»` : detail.text}
            {period && `, ${period}`}
          </span>
        )}
        <time className={styles.muted} dateTime={item.created_at}>
          {formatDate(item.created_at, i18n.language, 'dateTime')}
        </time>
      </div>
      <span className={item.direction === 'debit' ? styles.historyDebit : styles.historyCredit}>
        {signedAmount(item, money.amount(item.amount, item.currency))}
      </span>
    </li>
  )
}
