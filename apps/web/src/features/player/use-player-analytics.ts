import { useEffect, type RefObject } from 'react'
import { StatsTicker, type PlayerController, type PlayerState } from '@efir/player'
import { analytics } from '../../shared/analytics/analytics'
import { sendStat } from './api'
import { deviceTypeCode, pixelUrls } from './audience'
import type { LoadedStream } from './use-channel-stream'

/** Requests a counter pixel (an image: no CORS, no body, never disturbs playback). */
function requestPixel(url: string): void {
  const img = new Image()
  img.decoding = 'async'
  img.src = url
}

/** fts: the unix seconds of the frame on screen (the PROGRAM-DATE-TIME, else the wall clock). */
const frameTime = (state: PlayerState) =>
  state.programDateTime !== null ? state.programDateTime / 1000 : Date.now() / 1000

/**
 * spec 2 §4 "Statistics and analytics" as listeners on the controller (not code inside it): the
 * core's StatsTicker sends the stat every 30 s, tracking pixels (fts, evtp) every 30 s and playback
 * updates at 120/300/600 s...; the first frame sends open_channel (new channel), playback_start, the
 * audience pixel and the first tracking pixel; errors send playback_error. Events go to the
 * analytics queue, held until user data is ready.
 */
export function usePlayerAnalytics(
  controller: PlayerController | null,
  loadedRef: RefObject<LoadedStream | null>,
) {
  useEffect(() => {
    if (!controller) return
    // the stream of the load being counted: switched at its loadstart, after the ticker's last flush.
    // The controller is created by the first load, so that load's loadstart came before this listener.
    let active: LoadedStream | null = controller.getState().url !== null ? loadedRef.current : null
    let openedChannel: number | null = null
    const device = deviceTypeCode(navigator.userAgent, navigator.maxTouchPoints)
    const statId = () => active?.answer.stat.id
    const pixels = (kind: 'audience' | 'tracking', state: PlayerState, watched: number) => {
      if (!active) return
      const nonce = `${active.answer.stat.id}-${watched}-${Math.random().toString(36).slice(2, 8)}`
      const facts = { kind, live: state.live, frameTime: frameTime(state), device, watched }
      for (const url of pixelUrls(active.answer.trackers, facts, nonce)) requestPixel(url)
    }
    const ticker = new StatsTicker({
      sendStat: (_seconds, total) => {
        const id = statId()
        if (id !== undefined) sendStat(id, total)
      },
      sendTracking: (_evtp, total) => pixels('tracking', controller.getState(), total),
      sendPlaybackUpdate: (total, position) =>
        analytics.track('playback_update', { data: { statId: statId() ?? null, position, watched: total } }),
      sendWatchFiveMinutes: () => analytics.track('watch_tv', { value: active?.channelId ?? 0 }),
    })
    const offTicker = controller.attachListener(ticker.listener)
    const offReports = controller.attachListener((event, state) => {
      if (event.type === 'loadstart') active = loadedRef.current
      if (!active) return
      const common = { statId: active.answer.stat.id, channelId: active.channelId }
      if (event.type === 'firstframe') {
        if (openedChannel !== active.channelId) {
          openedChannel = active.channelId
          analytics.track('open_channel', { value: active.channelId, page: window.location.pathname })
        }
        analytics.track('playback_start', {
          type: state.live ? 'live' : 'archive',
          data: {
            ...common,
            startType: state.live ? 'live' : 'archive',
            position: active.ts ?? 0,
            zapMs: event.zapMs,
          },
        })
        pixels('audience', state, 0)
        pixels('tracking', state, 0)
      } else if (event.type === 'error') {
        analytics.track('playback_error', {
          type: event.error.kind,
          data: {
            ...common,
            code: event.error.code ?? null,
            errorType: event.error.kind,
            details: event.error.details,
            streamType: state.engine,
            url: event.error.url ?? state.url,
            position: state.currentTime,
            message: event.error.message ?? null,
          },
        })
      }
    })
    return () => {
      ticker.destroy()
      offTicker()
      offReports()
    }
  }, [controller, loadedRef])
}
