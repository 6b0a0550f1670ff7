/** spec 2 §4: an iOS pause in fullscreen is the viewer's only if it comes over 2 s after entering. */
export const IOS_FULLSCREEN_PAUSE_GUARD_MS = 2000
/** spec 2 §4 / §9 "Fullscreen guard 3 s": animations are blocked 3 s after leaving fullscreen. */
export const FULLSCREEN_ANIMATION_BLOCK_MS = 3000

/**
 * spec 2 §4 iOS rules. iOS pauses the video by itself around its native fullscreen, so:
 * - a pause while fullscreen counts as a user pause only if it happens more than 2 s after entering;
 * - after leaving fullscreen, a paused video the viewer did not pause resumes, with the play/pause
 *   animations blocked for 3 s.
 * Pure state machine: the hook feeds it the video's events with their times.
 */
export class IosFullscreenGuard {
  private enteredAt: number | null = null
  private userPaused = false
  private blockedUntil = 0

  get fullscreen(): boolean {
    return this.enteredAt !== null
  }

  enter(now: number): void {
    this.enteredAt = now
  }

  /** A pause from the viewer outside the native fullscreen (our own controls): always theirs. */
  userPause(): void {
    this.userPaused = true
  }

  /** The video fired pause: in fullscreen it is the viewer's only after the 2 s guard. */
  paused(now: number): void {
    if (this.enteredAt !== null && now - this.enteredAt > IOS_FULLSCREEN_PAUSE_GUARD_MS) {
      this.userPaused = true
    }
  }

  /** The video plays again: any earlier pause is over. */
  played(): void {
    this.userPaused = false
  }

  /** Leaving fullscreen: true when playback must resume (paused, but not by the viewer). */
  exit(now: number, videoPaused: boolean): boolean {
    this.enteredAt = null
    const resume = videoPaused && !this.userPaused
    if (resume) this.blockedUntil = now + FULLSCREEN_ANIMATION_BLOCK_MS
    return resume
  }

  /** The play/pause animation icons stay off for 3 s after an automatic resume. */
  animationsBlocked(now: number): boolean {
    return now < this.blockedUntil
  }
}
