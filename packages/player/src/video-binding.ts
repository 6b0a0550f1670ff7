// The video element's events turned into state (spec 2 §4 "Video events toggle waiting").
import type { EngineContext } from './engine-context'

/** What the binding asks of the controller besides the shared context. */
export interface VideoBindingHost {
  /** `playing` after a video error: the retry count starts over. */
  onVideoErrorCleared(): void
  /** A packshot clip ended or broke: the next one, or the stream. */
  packshotDone(): void
  /** Reads time, buffer and seekable range into the state. */
  sync(): void
}

// 'seeking': the state's position is the one sought as soon as a seek starts (a viewer who leaves
// while it still buffers keeps that position, not the one before it)
const SYNC_EVENTS = [
  'timeupdate',
  'progress',
  'durationchange',
  'seeking',
  'seeked',
  'volumechange',
  'ratechange',
]

/**
 * Listens to `video` for the controller while the stream plays on it (`ctx.video`: of two elements, the
 * one a switch left is paused and cleared, none of which is the state's); returns the function that
 * removes every listener.
 */
export function bindVideo(video: HTMLVideoElement, ctx: EngineContext, host: VideoBindingHost): () => void {
  const offs: (() => void)[] = []
  const on = (type: string, fn: () => void) => {
    const listener = () => {
      if (ctx.video === video) fn()
    }
    video.addEventListener(type, listener)
    offs.push(() => video.removeEventListener(type, listener))
  }
  const { store } = ctx
  on('playing', () => {
    if (store.get().videoError) host.onVideoErrorCleared()
    store.set({ status: 'playing', videoError: false })
    host.sync()
    ctx.emit({ type: 'playing' })
  })
  on('pause', () => {
    if (store.get().status !== 'error') store.set({ status: 'paused' })
    ctx.emit({ type: 'pause' })
  })
  on('waiting', () => {
    if (store.get().status === 'playing') store.set({ status: 'waiting' })
    ctx.emit({ type: 'waiting' })
  })
  on('ended', () => {
    if (store.get().packshot) return host.packshotDone()
    ctx.emit({ type: 'ended' })
  })
  on('error', () => {
    const s = store.get()
    if (s.packshot) return host.packshotDone() // a broken packshot must not block the channel
    if (s.engine !== 'native') return // hls.js and shaka report media errors themselves
    const code = video.error?.code
    if (code === 4) ctx.fail({ kind: 'codec', details: 'srcNotSupported', code }, { codecError: true })
    else ctx.fail({ kind: 'fatal', details: 'mediaError', code })
  })
  const sync = () => host.sync()
  for (const type of SYNC_EVENTS) on(type, sync)
  return () => offs.forEach((off) => off())
}
