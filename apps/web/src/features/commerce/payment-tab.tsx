import type { Card } from '@efir/contract'
import { deleteCard } from '@efir/contract/routes'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { formatMoney } from '../../shared/commerce/money'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { useAccounts, useBalance } from '../../shared/commerce/account-queries'
import { useCards, useRefreshCommerce } from './api'
import { InlineConfirm } from '../../shared/ui/inline-confirm'
import { PaymentHistory } from './payment-history'
import styles from './account.module.css'

/**
 * The settings' Payment tab (spec 3 §2 "Payment: balance, refill button, linked cards list with
 * numbers"): top-up and card linking are commerce's #refill and #card flows; a card can be unlinked
 * after a confirmation; then the payment history (issue 29). Shown only when the account allows payments (spec 3 §6).
 */
export default function PaymentTab() {
  const { t } = useTranslation()
  const modal = useModal()
  const balance = useBalance()
  const accounts = useAccounts()
  const cards = useCards()
  const refresh = useRefreshCommerce()
  const [asking, setAsking] = useState<Card | null>(null)
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(deleteCard, { params: { id } }),
    onSettled: () => void refresh(),
  })
  if (accounts.data && !accounts.data.some((a) => a.is_payment_allowed))
    return <Alert>{t('acc_payment_not_allowed')}</Alert>
  return (
    <div className={styles.body}>
      <p aria-live="polite">
        {balance.data
          ? t('acc_balance', { amount: formatMoney(balance.data.balance, balance.data.currency) })
          : balance.isError
            ? t('acc_balance_unknown')
            : ''}
      </p>
      {balance.isPending && <Skeleton width={200} />}
      <div className={styles.actions}>
        <Button onClick={() => modal.open('refill')}>{t('acc_refill')}</Button>
        <Button variant="secondary" onClick={() => modal.open('card')}>
          {t('acc_card_link')}
        </Button>
      </div>
      <h2 className={styles.subtitle}>{t('acc_cards')}</h2>
      {cards.isPending && <Skeleton height={48} />}
      {cards.isError && (
        <Alert tone="error">
          <p>{t('acc_load_error')}</p>
          <Button size="small" onClick={() => void cards.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {cards.data?.length === 0 && <p className={styles.muted}>{t('acc_no_cards')}</p>}
      {cards.data && cards.data.length > 0 && (
        <ul className={styles.cards}>
          {cards.data.map((card) => (
            <li key={card.id} className={styles.cardRow}>
              {asking?.id === card.id ? (
                <RemoveCardConfirm
                  card={card}
                  onYes={() => {
                    setAsking(null)
                    remove.mutate(card.id)
                  }}
                  onNo={() => setAsking(null)}
                />
              ) : (
                <>
                  <span>
                    {card.number}
                    {card.is_primary && <span className={styles.muted}>{` · ${t('acc_card_primary')}`}</span>}
                  </span>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={remove.isPending}
                    aria-label={`${t('acc_card_remove')}: ${card.number}`}
                    onClick={() => setAsking(card)}
                  >
                    {t('acc_card_remove')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <PaymentHistory />
    </div>
  )
}

function RemoveCardConfirm({ card, onYes, onNo }: { card: Card; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation()
  return (
    <InlineConfirm
      question={t('acc_card_remove_confirm', { number: card.number })}
      confirmLabel={t('acc_card_remove')}
      className={styles.body}
      actionsClassName={styles.actions}
      onYes={onYes}
      onNo={onNo}
    />
  )
}
