// Timing marks for the zap bench (issue 3 "Speed"): load() to the first rendered frame.

/** Mark names the bench reads with performance.getEntriesByName. */
export const ZAP_MARKS = { loadStart: 'efir:load-start', firstFrame: 'efir:first-frame' } as const

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: () => void) => number
  cancelVideoFrameCallback?: (handle: number) => void
}

function mark(name: string): void {
  try {
    performance.mark(name)
  } catch {
    // a very old browser without User Timing: the figure is still kept in the state
  }
}

/** Measures one load at a time; a newer load cancels the older one's measurement. */
export class ZapTimer {
  private seq = -1
  private startedAt = 0
  private done = true
  private cancel: (() => void) | null = null

  /** load() was called: mark the start. */
  start(seq: number): void {
    this.cancel?.()
    this.cancel = null
    this.seq = seq
    this.startedAt = performance.now()
    this.done = false
    mark(ZAP_MARKS.loadStart)
  }

  /**
   * The new media is attached to `video`: report the first frame rendered from now on
   * (requestVideoFrameCallback; the `playing` event where it is missing). Called once per load.
   */
  watch(video: HTMLVideoElement, seq: number, report: (ms: number) => void): void {
    if (seq !== this.seq || this.done) return
    this.cancel?.()
    const v = video as FrameCallbackVideo
    const fire = () => {
      if (seq !== this.seq || this.done) return
      this.done = true
      this.cancel?.()
      this.cancel = null
      mark(ZAP_MARKS.firstFrame)
      report(Math.round(performance.now() - this.startedAt))
    }
    if (typeof v.requestVideoFrameCallback === 'function') {
      const handle = v.requestVideoFrameCallback(fire)
      this.cancel = () => v.cancelVideoFrameCallback?.(handle)
    } else {
      video.addEventListener('playing', fire, { once: true })
      this.cancel = () => video.removeEventListener('playing', fire)
    }
  }
}
