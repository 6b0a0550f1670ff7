/** The longest a switch keeps its state from the subscribers, ms (the app holds its page as long: RENDER_HOLD_MS). */
export const SWITCH_HOLD_MS = 400

/**
 * Zap speed (issue 11): a switch from a channel on screen tells its state once, at its first frame (or
 * an error, or after SWITCH_HOLD_MS). Between its start and that frame the video element and hls.js
 * change the state a dozen times (levels, duration, seeking, seeked, progress), and every change was a
 * synchronous React render of the whole player on the main thread the playlists, fragments and the
 * first frame wait for. The old channel's picture and controls stay until then, as the app's page does.
 * `onEnd` runs as a hold ends (before the state is told), not when a newer switch takes it over.
 */
export class SwitchHold {
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly store: { hold(): void; release(): void },
    private readonly onEnd: () => void = () => undefined,
  ) {}

  /** A switch is held. */
  get holding(): boolean {
    return this.timer !== null
  }

  begin(): void {
    this.release()
    this.store.hold()
    this.timer = setTimeout(() => this.end(), SWITCH_HOLD_MS)
  }

  /** Tells the held state (if any) now. */
  end(): void {
    if (this.timer === null) return
    this.onEnd()
    this.release()
  }

  private release(): void {
    if (this.timer === null) return
    clearTimeout(this.timer)
    this.timer = null
    this.store.release()
  }
}
