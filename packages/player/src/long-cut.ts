// Issue 3 "Done when": a cut longer than hls.js's retries (over 31 s) shows a clear error. The core
// reports it as `offlineLong` so every UI gets the same rule.
import { LONG_OFFLINE_MS } from './constants'

/** Calls `onChange(true)` once the connection has been away LONG_OFFLINE_MS, `false` when it returns. */
export class LongCutTimer {
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly onChange: (long: boolean) => void,
    private readonly delayMs = LONG_OFFLINE_MS,
  ) {}

  /** The connection went (false) or came back (true). */
  connection(online: boolean): void {
    if (!online) {
      if (this.timer === null) this.timer = setTimeout(() => this.onChange(true), this.delayMs)
      return
    }
    this.stop()
    this.onChange(false)
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }
}
