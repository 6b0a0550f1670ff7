import type { ApiError } from '../../shared/api/api-error'

type T = (key: string, options?: Record<string, unknown>) => string

export interface ErrorDialogContent {
  text: string
  /** detail object fields as "field: text" (spec 1 §8) */
  fields: string[]
}

/**
 * spec 1 §8 "Generic handler": the server's error message, or the translated word error plus the status
 * code; when detail is an object, each field is shown as "field: text".
 */
export function errorDialogContent(error: ApiError, t: T): ErrorDialogContent {
  const fields =
    error.detail && typeof error.detail === 'object'
      ? Object.entries(error.detail).map(
          ([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : value}`,
        )
      : []
  let text = error.message
  if (!text && typeof error.detail === 'string') text = error.detail
  if (!text) text = error.status === 0 ? t('error_video_download') : `${t('error')} ${error.status}`
  return { text, fields }
}

/** spec 1 §8: no back action on channel, contents, packets, lk and settings pages. */
export const NO_BACK_SECTIONS: ReadonlySet<string> = new Set([
  'channels',
  'contents',
  'packets',
  'lk',
  'settings',
])

export function offersBackAction(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? ''
  return !NO_BACK_SECTIONS.has(first)
}
