import { useEffect, type RefObject } from 'react'
import { StatsTicker, type PlayerController } from '@efir/player'
import { useSession } from '../session/use-session'
import { analytics, sendStat } from './api'
import type { LoadedStream } from './use-channel-stream'

/**
 * spec 2 §4 "Statistics and analytics" as listeners on the controller (not code inside it): the
 * core's StatsTicker sends the stat every 30 s and playback updates at 120/300/600 s...; playback
 * start and error reports go to the analytics queue, held until user data is ready.
 */
export function usePlayerAnalytics(
  controller: PlayerController | null,
  loadedRef: RefObject<LoadedStream | null>,
) {
  const session = useSession()
  const ready = session.status !== 'starting'
  useEffect(() => analytics.setReady(ready), [ready])

  useEffect(() => {
    if (!controller) return
    // the stream of the load being counted: switched at its loadstart, after the ticker's last flush
    let active: LoadedStream | null = null
    const statId = () => active?.answer.stat.id
    const ticker = new StatsTicker({
      sendStat: (_seconds, total) => {
        const id = statId()
        if (id !== undefined) sendStat(id, total)
      },
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
        analytics.track('playback_start', {
          type: state.live ? 'live' : 'archive',
          data: {
            ...common,
            startType: state.live ? 'live' : 'archive',
            position: active.ts ?? 0,
            zapMs: event.zapMs,
          },
        })
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
