/** The messenger code flow (spec 3 §4 "Login modal"): the provider's bot sends the code. */

/** spec 3 §9: the code status is polled every 5 s. */
export const MESSENGER_POLL_MS = 5_000

/**
 * The bot link for this phone: the provider's otp_bot with `start=<phone>`; a relative link is on the
 * API's origin (the demo bot of the reference server).
 */
export function messengerBotUrl(bot: string, phone: string, apiBase: string): string {
  const absolute = /^https?:\/\//i.test(bot)
  const url = new URL(absolute ? bot : `${apiBase}${bot}`, 'http://relative.invalid')
  url.searchParams.set('start', phone)
  if (absolute || /^https?:\/\//i.test(apiBase)) return url.href
  return `${url.pathname}${url.search}`
}
