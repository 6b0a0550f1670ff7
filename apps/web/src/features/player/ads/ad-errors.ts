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

export function readAdErrors(storage: Pick<Storage, 'getItem'> = window.localStorage): AdErrorReport[] {
  try {
    const parsed = JSON.parse(storage.getItem(AD_ERRORS_KEY) ?? '[]') as unknown
    return Array.isArray(parsed) ? (parsed as AdErrorReport[]) : []
  } catch {
    return []
  }
}

export function recordAdError(report: AdErrorReport, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(AD_ERRORS_KEY, JSON.stringify(keepAdError(readAdErrors(storage), report)))
  } catch {
    // storage blocked: the report is only logged
  }
  console.warn(`[ads] error ${report.code}: ${report.message}`)
}
