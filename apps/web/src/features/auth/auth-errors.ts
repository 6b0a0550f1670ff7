import { isApiError } from '../../shared/api/api-error'

type T = (key: string, options?: Record<string, unknown>) => string

/** Where an error came from: the texts differ per step (spec 1 §8). */
export type AuthStep = 'send-code' | 'check-code' | 'password' | 'middleware'

/** The text an auth step shows for a failure (spec 1 §8 "Send-code errors", "Login errors", middleware). */
export function authErrorText(error: unknown, step: AuthStep, t: T): string {
  if (!isApiError(error)) return t('error')
  // spec 1 §8 Login errors: "no response shows error_video_download"
  if (error.isNetworkError) return t('error_video_download')
  if (error.code === 'too_many_devices') return t('error_too_many_devices')
  if (error.status === 429) {
    // Our own words in the viewer's language when the wait is known; else whatever the server said.
    if (error.retryAfter === undefined && error.message) return error.message
    return t('too_many_requests', { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) })
  }
  // spec 1 §5/§8: a wrong code shows error_wrong_code; expired or locked codes show the server's words
  if (step === 'check-code' && error.code === 'wrong_code') return t('error_wrong_code')
  const detail = typeof error.detail === 'string' && step === 'password' ? error.detail : undefined
  let text = detail ?? (error.message || `${t('error')} ${error.status}`)
  // spec 1 §8 Send-code errors: "on a 403, country and IP are appended"
  if (step === 'send-code' && error.status === 403) {
    const extra = [
      error.country ? t('geo_country', { country: error.country }) : '',
      error.remote ? t('geo_remote', { remote: error.remote }) : '',
    ].filter(Boolean)
    if (extra.length) text = `${text} (${extra.join(', ')})`
  }
  return text
}
