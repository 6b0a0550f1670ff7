/** How long the element a switch left keeps its old stream after the new one is shown, ms. */
export const TEARDOWN_DELAY_MS = 1000

type ScreenVideo = HTMLVideoElement & { webkitDisplayingFullscreen?: boolean }

/** The element's own source goes, and its media pipeline with it. */
function clearVideo(video: HTMLVideoElement): void {
  if (video.getAttribute('src') === null) return
  video.removeAttribute('src')
  video.load()
}

function setShown(video: HTMLVideoElement, shown: boolean): void {
  video.style.visibility = shown ? '' : 'hidden'
  if (shown) delete video.dataset.standby
  else video.dataset.standby = ''
}

/**
 * Zap speed (issue 11): two video elements in the same place, one shown. A channel switch starts on the
 * hidden one while the shown one keeps the old channel's last picture (paused), and the two change
 * places at the new channel's first frame (`reveal`). On one element, the switch first tore the old
 * media pipeline down and then built the new one in the same place: a synchronous `load()` of tens of
 * milliseconds in the viewer's press, and a new MediaSource that opened only after the old one was gone
 * (a bare hls.js page: 190-230 ms to the first frame on one element, 100-120 ms on two). The element
 * left behind is cleared `TEARDOWN_DELAY_MS` later, off the new channel's start.
 */
export class VideoPair {
  private shownIndex: 0 | 1 = 0
  /** A switch plays on the hidden element and is not shown yet. */
  private switching = false
  private teardown: (() => void) | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly videos: readonly [HTMLVideoElement | null, HTMLVideoElement | null]

  constructor(primary: HTMLVideoElement | null, spare: HTMLVideoElement | null = null) {
    this.videos = [primary, primary ? spare : null]
    if (this.videos[1]) setShown(this.videos[1], false)
  }

  /** The element on screen: 0 the primary, 1 the spare. */
  get shown(): 0 | 1 {
    return this.shownIndex
  }

  private get hiddenIndex(): 0 | 1 {
    return this.shownIndex === 0 ? 1 : 0
  }

  /** The element the current stream plays on (the hidden one while a switch is not shown yet). */
  get current(): HTMLVideoElement | null {
    return this.videos[this.switching ? this.hiddenIndex : this.shownIndex]
  }

  /** A switch is on its way to the hidden element. */
  get pending(): boolean {
    return this.switching
  }

  /**
   * A switch may start on the hidden element: there is one, and the shown one is not in the browser's
   * own picture-in-picture or fullscreen (those belong to that element).
   */
  canSwitch(): boolean {
    if (!this.videos[1]) return false
    if (this.switching) return true
    const shown = this.videos[this.shownIndex] as ScreenVideo
    const pip = typeof document !== 'undefined' && document.pictureInPictureElement === shown
    return !pip && !shown.webkitDisplayingFullscreen
  }

  /**
   * Starts a switch on the hidden element and returns it: the shown one pauses on its last picture (its
   * stream ends with `teardown`, after the reveal); the hidden one takes its volume, mute and rate.
   */
  beginSwitch(teardown: () => void): HTMLVideoElement {
    this.flush()
    const shown = this.videos[this.shownIndex] as HTMLVideoElement
    const next = this.videos[this.hiddenIndex] as HTMLVideoElement
    next.volume = shown.volume
    next.muted = shown.muted
    next.playbackRate = shown.playbackRate
    this.switching = true
    shown.pause()
    this.teardown = () => {
      teardown()
      clearVideo(shown)
    }
    return next
  }

  /** Shows the switch's element (its first frame, an error, or the wait is over); false without a switch. */
  reveal(): boolean {
    if (!this.switching) return false
    this.switching = false
    const old = this.videos[this.shownIndex] as HTMLVideoElement
    this.shownIndex = this.hiddenIndex
    setShown(this.videos[this.shownIndex] as HTMLVideoElement, true)
    setShown(old, false)
    this.timer = setTimeout(() => this.flush(), TEARDOWN_DELAY_MS)
    return true
  }

  /** Ends the old stream now (a next switch needs its element, or the player goes). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const teardown = this.teardown
    this.teardown = null
    teardown?.()
  }

  destroy(): void {
    this.switching = false
    this.flush()
  }
}
