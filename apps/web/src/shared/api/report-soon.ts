/**
 * How long a report (a stat, an analytics batch) waits before it goes out, ms (issue 11): the requests
 * the viewer waits for go first. A channel switch sends the old stream's stat and its analytics right
 * when it asks the new stream's playlists and first fragments; beside them, a server's write delayed
 * the playlist by 10-15 ms.
 */
export const REPORT_DELAY_MS = 1000

/** Sends a report; `keepalive` when the page is going away (the request outlives it). */
export type ReportSend = (keepalive: boolean) => void

/** The reports waiting, each sent once: after REPORT_DELAY_MS, or at once when the page is hidden. */
export class ReportScheduler {
  private readonly waiting = new Set<ReportSend>()

  constructor(
    private readonly delayMs = REPORT_DELAY_MS,
    target: Pick<Document, 'addEventListener' | 'visibilityState'> | null = typeof document === 'undefined'
      ? null
      : document,
  ) {
    // a hidden page may never come back (closed, discarded): what waits goes out now
    target?.addEventListener('visibilitychange', () => {
      if (target.visibilityState === 'hidden') this.flush()
    })
  }

  /** Sends `send` after the delay (or when the page is hidden first). */
  soon(send: ReportSend): void {
    const run = (keepalive: boolean) => {
      if (!this.waiting.delete(run)) return
      clearTimeout(timer)
      send(keepalive)
    }
    const timer = setTimeout(() => run(false), this.delayMs)
    this.waiting.add(run)
  }

  /** Sends everything waiting now, with keepalive. */
  flush(): void {
    for (const run of [...this.waiting]) run(true)
  }
}

/** The client's one report scheduler. */
export const reports = new ReportScheduler()
