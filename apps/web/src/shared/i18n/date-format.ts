/*
 * Dates in the interface language. Browsers that ship without Kazakh or Uzbek locale data (Chromium
 * builds with a reduced ICU) still claim to support kk and uz, then format with the root locale:
 * "2023 M11 23 20:40". Such a browser is detected by comparison with the root locale, and kk and uz
 * dates are then built from our own tables (CLDR's patterns and names for these languages). Pure.
 */

/** How a date is shown: numeric date, date and time, a schedule day ("23 қар., бс"), time only. */
export type DateStyle = 'date' | 'dateTime' | 'day' | 'time'

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: {},
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
}

interface Parts {
  year: number
  /** 0-11 */
  month: number
  day: number
  /** 0 = Sunday */
  weekday: number
  hour: number
  minute: number
}

interface OwnTable {
  months: readonly string[]
  weekdays: readonly string[]
  format: Record<DateStyle, (p: Parts, two: (n: number) => string) => string>
}

/** CLDR's kk and uz names and patterns, for browsers without their locale data. */
export const OWN_DATE_TABLES: Readonly<Record<'kk' | 'uz', OwnTable>> = {
  kk: {
    months: ['қаң.', 'ақп.', 'нау.', 'сәу.', 'мам.', 'мау.', 'шіл.', 'там.', 'қыр.', 'қаз.', 'қар.', 'жел.'],
    weekdays: ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'],
    format: {
      date: (p, two) => `${two(p.day)}.${two(p.month + 1)}.${p.year}`,
      dateTime: (p, two) =>
        `${p.year} ж. ${p.day} ${monthName('kk', p.month)}, ${two(p.hour)}:${two(p.minute)}`,
      day: (p) => `${p.day} ${monthName('kk', p.month)}, ${weekdayName('kk', p.weekday)}`,
      time: (p, two) => `${two(p.hour)}:${two(p.minute)}`,
    },
  },
  uz: {
    months: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'],
    weekdays: ['Yak', 'Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan'],
    format: {
      date: (p, two) => `${two(p.day)}/${two(p.month + 1)}/${p.year}`,
      dateTime: (p, two) =>
        `${p.day}-${monthName('uz', p.month)}, ${p.year}, ${two(p.hour)}:${two(p.minute)}`,
      day: (p) => `${weekdayName('uz', p.weekday)}, ${p.day}-${monthName('uz', p.month)}`,
      time: (p, two) => `${two(p.hour)}:${two(p.minute)}`,
    },
  },
}

function monthName(language: 'kk' | 'uz', month: number): string {
  return OWN_DATE_TABLES[language].months[month] ?? ''
}
function weekdayName(language: 'kk' | 'uz', weekday: number): string {
  return OWN_DATE_TABLES[language].weekdays[weekday] ?? ''
}

const PROBE = new Date(Date.UTC(2023, 10, 23, 12))
const probe = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(PROBE)

const hasData = new Map<string, boolean>()

/**
 * Whether this browser has the language's date names: its month name differs from the root
 * locale's ("M11") and is not a bare number.
 */
export function hasDateData(language: string): boolean {
  let known = hasData.get(language)
  if (known === undefined) {
    try {
      const month = probe(language)
      known = month !== probe('und') && !/^M?\d+$/.test(month)
    } catch {
      known = false
    }
    hasData.set(language, known)
  }
  return known
}

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * One Intl.DateTimeFormat per locale, options and time zone: building one costs far more than using it
 * (a schedule or the guide formats hundreds of dates while the page starts).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, found)
  }
  return found
}

/** The date's calendar parts in a time zone (the viewer's, unless given). */
function partsOf(date: Date, timeZone: string | undefined): Parts {
  const parts = formatter('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(get('year')),
    month: Number(get('month')) - 1,
    day: Number(get('day')),
    weekday: WEEKDAYS_EN.indexOf(get('weekday')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
  }
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * A date in the interface language: the browser's Intl when it knows the language, else (kk, uz
 * without locale data) our own tables, never the root locale's "M11 23".
 */
export function formatDate(
  value: Date | number | string,
  language: string,
  style: DateStyle,
  options: { timeZone?: string; dataKnown?: boolean } = {},
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const own = language === 'kk' || language === 'uz' ? OWN_DATE_TABLES[language] : undefined
  if (own && !(options.dataKnown ?? hasDateData(language))) {
    return own.format[style](partsOf(date, options.timeZone), two)
  }
  return formatter(language, {
    ...OPTIONS[style],
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date)
}
