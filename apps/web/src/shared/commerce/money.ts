/*
 * Prices and periods (spec 3 §3 "Currency", §4 "Purchase flow", §9): pure rules, no React.
 * Answers carry money as "1990.00" (major units, two decimals) beside the provider currency, whose
 * FORMAT ("{amount} {symbol}") and UTF_NAME ("₸") give "1990 ₸".
 */

export interface CurrencyFormat {
  UTF_NAME: string
  ASCII_NAME?: string
  FORMAT: string
}

export interface PeriodHuman {
  years: number
  months: number
  days: number
}

/** "1990.00" or 1990 → minor units (199000); unparsable → NaN. */
export function toMinor(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount)
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN
}

/** spec 3 §9: price 0.00 means free. */
export const isFree = (amount: string | number): boolean => toMinor(amount) === 0

/** The {amount} part: whole amounts lose ".00" ("1990"), others keep two decimals ("1990.50"). */
export function formatAmount(amount: string | number): string {
  const minor = toMinor(amount)
  if (!Number.isFinite(minor)) return String(amount)
  const whole = Math.trunc(minor / 100)
  const cents = Math.abs(minor % 100)
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`
}

/**
 * A price in the provider currency FORMAT: "{amount} {symbol}" with UTF_NAME → "1990 ₸"; price 0 gives
 * `freeText` (spec 3 §9), or "0 ₸" when it is null (a balance is money, not a price). A FORMAT without
 * placeholders falls back to "{amount} {symbol}".
 */
export function formatPrice(
  amount: string | number,
  currency: CurrencyFormat,
  freeText: string | null,
): string {
  if (freeText !== null && isFree(amount)) return freeText
  return formatMoney(amount, currency)
}

/** An amount of money (a balance, a top-up) in the currency FORMAT; zero stays "0 ₸", never "free". */
export function formatMoney(amount: string | number, currency: CurrencyFormat): string {
  const format = currency.FORMAT.includes('{amount}') ? currency.FORMAT : '{amount} {symbol}'
  const symbol = currency.UTF_NAME || currency.ASCII_NAME || ''
  return format.replace('{amount}', formatAmount(amount)).replace('{symbol}', symbol).trim()
}

/** spec 3 §4/§9: a year is 365 or 366 days, a month 30 days (365 → 1 year, 90 → 3 months, 45 → 1 month 15 days). */
export function periodFromDays(totalDays: number): PeriodHuman {
  const days = Math.max(0, Math.trunc(totalDays))
  const years = Math.floor(days / 365)
  // leap days: up to one spare day per year still counts as whole years (366 → 1 year, 731 → 2 years)
  const rest = days - years * 365 <= years ? 0 : days - years * 365
  return { years, months: Math.floor(rest / 30), days: rest % 30 }
}

/** spec 3 §4: the default trial format is 0-1-0 (years-months-days). */
export const DEFAULT_TRIAL: PeriodHuman = { years: 0, months: 1, days: 0 }

/** Length of a period in months (days count as 1/30 of a month), for per-month comparisons. */
export function periodMonths(period: PeriodHuman): number {
  return period.years * 12 + period.months + period.days / 30
}

/** The parts of a period a text shows, largest first, zero parts left out ("1 year", "1 month 15 days"). */
export function periodParts(period: PeriodHuman): { unit: 'years' | 'months' | 'days'; count: number }[] {
  const parts = (['years', 'months', 'days'] as const)
    .map((unit) => ({ unit, count: period[unit] }))
    .filter((p) => p.count > 0)
  return parts.length > 0 ? parts : [{ unit: 'days', count: 0 }]
}

/**
 * spec 3 §4: "Discounts are computed per month against the first period": the percentage a period's
 * monthly price is below the first period's monthly price, rounded; 0 when none (or not comparable).
 */
export function monthlyDiscount(
  first: { amount: string | number; period_human: PeriodHuman },
  option: { amount: string | number; period_human: PeriodHuman },
): number {
  const firstMonths = periodMonths(first.period_human)
  const optionMonths = periodMonths(option.period_human)
  if (firstMonths <= 0 || optionMonths <= 0) return 0
  const firstPerMonth = toMinor(first.amount) / firstMonths
  const optionPerMonth = toMinor(option.amount) / optionMonths
  if (!(firstPerMonth > 0) || !(optionPerMonth < firstPerMonth)) return 0
  return Math.round((1 - optionPerMonth / firstPerMonth) * 100)
}

/**
 * spec 3 §4: "Balance is enough when it is at least the purchase amount, else total_price, else price."
 */
export function isBalanceEnough(
  balance: string | number,
  price: {
    amount?: string | number | null
    total_price?: string | number | null
    price?: string | number | null
  },
): boolean {
  const due = price.amount ?? price.total_price ?? price.price
  if (due === undefined || due === null) return false
  return toMinor(balance) >= toMinor(due)
}

/** The trial a packet or period offers to this viewer, or null (none, or already used). */
export function offeredTrial(p: {
  is_trial?: boolean
  is_have_trial?: boolean
  is_used_trial: boolean
  trial_period_human: PeriodHuman | null
  trial_price?: string | null
  trial_amount?: string | null
}): { period: PeriodHuman; amount: string } | null {
  const has = p.is_trial ?? p.is_have_trial ?? false
  if (!has || p.is_used_trial) return null
  const period = p.trial_period_human ?? DEFAULT_TRIAL
  return {
    period: periodParts(period)[0]?.count === 0 ? DEFAULT_TRIAL : period,
    amount: p.trial_amount ?? p.trial_price ?? '0.00',
  }
}
