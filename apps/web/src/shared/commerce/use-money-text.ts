import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice, offeredTrial, periodParts, type CurrencyFormat, type PeriodHuman } from './money'

/**
 * Texts of prices and periods in the interface language (spec 3 §3/§4/§9): "1990 ₸", "Free", "1 year",
 * "1990 ₸ for 1 month", the trial line.
 */
export function useMoneyText() {
  const { t } = useTranslation()
  const price = useCallback(
    (amount: string | number, currency: CurrencyFormat) =>
      formatPrice(amount, currency, t('channel_price_free')),
    [t],
  )
  /** An amount of money (a balance, a shortfall): 0 shows as "0 ₸", never as "Free". */
  const amount = useCallback(
    (value: string | number, currency: CurrencyFormat) => formatPrice(value, currency, null),
    [],
  )
  const period = useCallback(
    (ph: PeriodHuman) =>
      periodParts(ph)
        .map((p) => t(`period_${p.unit}`, { count: p.count }))
        .join(' '),
    [t],
  )
  const pricePerPeriod = useCallback(
    (amount: string | number, currency: CurrencyFormat, ph: PeriodHuman) =>
      t('price_per_period', { price: price(amount, currency), period: period(ph) }),
    [t, price, period],
  )
  const trial = useCallback(
    (p: Parameters<typeof offeredTrial>[0], currency: CurrencyFormat) => {
      const offer = offeredTrial(p)
      return offer
        ? t('price_trial', { period: period(offer.period), price: price(offer.amount, currency) })
        : null
    },
    [t, price, period],
  )
  return useMemo(
    () => ({ price, amount, period, pricePerPeriod, trial }),
    [price, amount, period, pricePerPeriod, trial],
  )
}
