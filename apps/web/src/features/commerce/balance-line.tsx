import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../shared/commerce/money'
import { useModal } from '../../shared/hooks/use-modal'
import { useBalance } from '../../shared/commerce/account-queries'
import styles from './account.module.css'

/**
 * The balance under the user's name in the settings dropdown (spec 3 §2 "user name or phone with
 * balance"), on one line with the top-up (#refill) and card (#card) entries.
 */
export function BalanceLine() {
  const { t } = useTranslation()
  const balance = useBalance()
  const modal = useModal()
  return (
    <p className={styles.balance}>
      <span data-testid="header-balance" aria-live="polite">
        {balance.data
          ? t('acc_balance', { amount: formatMoney(balance.data.balance, balance.data.currency) })
          : balance.isError
            ? t('acc_balance_unknown')
            : '…'}
      </span>
      <button type="button" onClick={() => modal.open('refill')}>
        {t('acc_refill')}
      </button>
      <button type="button" onClick={() => modal.open('card')}>
        {t('acc_card_link')}
      </button>
    </p>
  )
}
