// Zap speed (issue 11): hls.js asks for a live stream's separate audio only once the video's first
// fragment is parsed (it waits for the video's PTS before it picks an audio fragment), a round trip
// after the video's. The audio's init segment and the fragment where the video starts are asked beside
// the video's into the browser's HTTP cache, where hls.js's own requests for them find them.

/** A fragment as hls.js describes it (the fields used here). */
export interface FragmentRef {
  start: number
  duration: number
  url: string
  initSegment?: { url: string } | null
}

/** The init segment and the fragment holding `at` (seconds on hls.js's timeline), or none. */
export function audioStartUrls(fragments: readonly FragmentRef[], at: number): string[] {
  const frag = fragments.find((f) => f.start <= at && at < f.start + f.duration)
  if (!frag) return []
  return [...(frag.initSegment?.url ? [frag.initSegment.url] : []), frag.url]
}

/**
 * One start of a live stream: once both the video's first fragment (and the position it starts at) and
 * the audio playlist (aligned to the video's) are known, and hls.js has not asked for audio yet, `warm`
 * gets the audio's start URLs, once.
 */
export class AudioStartWarm {
  private at: number | null = null
  private audio: readonly FragmentRef[] | null = null
  private done = false

  constructor(private readonly warm: (urls: string[]) => void) {}

  /** The video's first fragment is asked for; hls.js starts at `startPosition` (-1: unknown). */
  videoFragment(frag: FragmentRef, startPosition: number): void {
    if (this.at !== null) return
    const inside = startPosition >= frag.start && startPosition < frag.start + frag.duration
    this.at = inside ? startPosition : frag.start
    this.tryWarm()
  }

  /** The audio playlist, aligned to the video's; only a live one waits for the video. */
  audioPlaylist(details: { live: boolean; fragments: readonly FragmentRef[] }): void {
    if (!details.live) this.done = true
    this.audio = details.fragments
    this.tryWarm()
  }

  /** hls.js asks for audio itself: nothing left to warm. */
  audioLoading(): void {
    this.done = true
  }

  private tryWarm(): void {
    if (this.done || this.at === null || !this.audio) return
    this.done = true
    const urls = audioStartUrls(this.audio, this.at)
    if (urls.length) this.warm(urls)
  }
}
