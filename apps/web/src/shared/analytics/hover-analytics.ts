/** spec 2 §2 / spec 3: hover or focus analytics fire after 500 ms, 100 ms for channels. */
export const HOVER_DELAY_MS = { channel: 100, content: 500 } as const
export type HoverKind = keyof typeof HOVER_DELAY_MS

/** Timers of the hover tracker (fake in tests). */
export interface HoverClock {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realClock: HoverClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * One card's hover analytics: entering (hover or focus) arms a timer of the kind's delay; leaving
 * before it fires cancels; a dwell sends once per entry.
 */
export class HoverTracker {
  private timer: unknown = null

  constructor(
    private readonly kind: HoverKind,
    private readonly send: () => void,
    private readonly clock: HoverClock = realClock,
  ) {}

  enter(): void {
    if (this.timer !== null) return
    this.timer = this.clock.setTimeout(() => {
      this.timer = null
      this.send()
    }, HOVER_DELAY_MS[this.kind])
  }

  leave(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
  }
}

/** spec 3: hover and focus analytics only on pointer devices (a fine pointer that can hover). */
export function isPointerDevice(matchMedia: ((query: string) => { matches: boolean }) | undefined): boolean {
  return matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false
}
