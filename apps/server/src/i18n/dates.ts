import type { Language } from './language.ts'

/** Where dates in server texts are read unless the viewer's own zone is known (the users' default). */
export const DEFAULT_TIME_ZONE = 'Asia/Almaty'

/**
 * A day inside a server text, in the viewer's language ("26 февраля 2027 г.", "February 26, 2027"),
 * never ISO (issue 29). An unknown time zone falls back to the default.
 */
export function formatDay(language: Language, at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(at)
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: DEFAULT_TIME_ZONE }).format(at)
  }
}
