/** spec 2 §4 / §5 / §9: a timestamp is sent (catch-up) only when at least 30 s in the past, else live. */
export const LIVE_THRESHOLD_S = 30

/** The `ts` (whole unix seconds) to request for a position, or undefined for live (spec 2 §5). */
export function streamTs(ts: number | undefined, now: number): number | undefined {
  return ts !== undefined && now - ts >= LIVE_THRESHOLD_S ? Math.floor(ts) : undefined
}
