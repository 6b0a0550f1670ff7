import { arrayOf, isNumber, isRecord, isString, storedItem } from '../../../shared/storage/stored-item'

/** spec 2 §4: the last 50 ad error reports are kept locally. */
export const AD_ERRORS_KEY = 'ad_errors'
export const AD_ERRORS_KEPT = 50

/** One kept ad error report. */
export interface AdErrorReport {
  code: number
  message: string
  url: string
  at: number
}

/** Keeps `report` with the 49 before it (oldest dropped first). */
export function keepAdError(previous: readonly AdErrorReport[], report: AdErrorReport): AdErrorReport[] {
  return [...previous, report].slice(-AD_ERRORS_KEPT)
}

const isReport = (value: unknown): value is AdErrorReport =>
  isRecord(value) &&
  isNumber(value.code) &&
  isString(value.message) &&
  isString(value.url) &&
  isNumber(value.at)
// storage blocked: the report is only logged
const adErrors = storedItem(AD_ERRORS_KEY, arrayOf(isReport))

export const readAdErrors = (): AdErrorReport[] => adErrors.read() ?? []

export function recordAdError(report: AdErrorReport): void {
  adErrors.write(keepAdError(readAdErrors(), report))
  console.warn(`[ads] error ${report.code}: ${report.message}`)
}
