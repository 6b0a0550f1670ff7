/** Seconds as m:ss or h:mm:ss (the seek line's times). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

/** Unix seconds as the viewer's local HH:MM (programme times). */
export function formatWallTime(unixSeconds: number, locale?: string): string {
  return new Date(unixSeconds * 1000).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
}
