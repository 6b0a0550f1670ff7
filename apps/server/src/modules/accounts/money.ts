// Money rules (issue 14): the database keeps integer minor units; answers carry "1990.00".

/** 199000 → "1990.00". */
export function toMoney(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(minor))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** 1990.5 → 199050 (the contract has already refused more than two decimals). */
export const toMinor = (major: number): number => Math.round(major * 100)

export interface PeriodHuman {
  days: number
  months: number
  years: number
}

/** spec 3 §4/§9: a year is 365 or 366 days, a month 30; 365 → 1 year, 90 → 3 months, 7 → 7 days. */
export function periodHuman(totalDays: number): PeriodHuman {
  const years = totalDays >= 365 && totalDays % 365 <= 1 ? Math.floor(totalDays / 365) : 0
  const rest = years > 0 ? 0 : totalDays
  return { years, months: Math.floor(rest / 30), days: rest % 30 }
}

/** A balance is enough when it covers the amount (spec 3 §4). */
export const shortfall = (balance: number, amount: number): number => Math.max(0, amount - balance)

/** A provider's currency (spec 1 §3 "Provider": currency UTF_NAME, ASCII_NAME, ISO_CODE; spec 3 "FORMAT"). */
export interface CurrencyDisplay {
  UTF_NAME: string
  ASCII_NAME: string
  FORMAT: string
}

/**
 * A price as the viewer reads it, in the provider currency FORMAT (spec 3 §3 "Currency: FORMAT with
 * {amount} and {symbol}"): 990 → "990 ₸", 1990.5 → "1990.50 ₸"; the symbol is UTF_NAME, else
 * ASCII_NAME. Never the ISO code in front ("KZT 1,990").
 */
export function priceText(major: number, currency: CurrencyDisplay): string {
  const minor = toMinor(major)
  const amount = minor % 100 === 0 ? String(minor / 100) : toMoney(minor)
  const format = currency.FORMAT.includes('{amount}') ? currency.FORMAT : '{amount} {symbol}'
  return format
    .replace('{amount}', amount)
    .replace('{symbol}', currency.UTF_NAME || currency.ASCII_NAME)
    .trim()
}

/** The currency shown when the provider names none: the demo operator's tenge. */
export const FALLBACK_CURRENCY = {
  UTF_NAME: '₸',
  ASCII_NAME: 'KZT',
  ISO_CODE: '398',
  FORMAT: '{amount} {symbol}',
}

/**
 * How an account's money is shown: in the provider's currency when the account holds it, else under the
 * account's own code (an account in another currency than the provider's).
 */
export function accountCurrency<C extends CurrencyDisplay & { ISO_CODE: string }>(
  provider: C | undefined,
  code: string,
): C | (typeof FALLBACK_CURRENCY & { ASCII_NAME: string }) {
  return provider && provider.ASCII_NAME === code ? provider : { ...FALLBACK_CURRENCY, ASCII_NAME: code }
}
