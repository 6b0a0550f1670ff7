import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CurrencyFormat, PeriodHuman } from '../../shared/commerce/money'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import styles from './purchase.module.css'

interface PeriodOption {
  id: number
  amount: string | number
  period_human: PeriodHuman
}

/**
 * A packet's periods as radio options (spec 3 §4 step 3 confirm_period, and a period change): each
 * with its price per period and what `extra` adds (discount, trial).
 */
export function PeriodOptions<T extends PeriodOption>(props: {
  types: readonly T[]
  currency: CurrencyFormat
  chosenId: number | undefined
  onChoose: (id: number) => void
  extra?: (type: T) => ReactNode
}) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const name = useId()
  return (
    <fieldset className={styles.list}>
      <legend>{t('purchase_period')}</legend>
      {props.types.map((type) => (
        <label key={type.id} className={styles.option}>
          <input
            type="radio"
            name={name}
            checked={props.chosenId === type.id}
            onChange={() => props.onChoose(type.id)}
          />
          <span className={styles.name}>
            {money.pricePerPeriod(type.amount, props.currency, type.period_human)}
          </span>
          {props.extra?.(type)}
        </label>
      ))}
    </fieldset>
  )
}
