import { useCallback, useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react'
import type { ScheduleEntry } from '@efir/contract'
import type { PlayerController, PlayerEvent, PlayerState } from '@efir/player'
import { recordAdError } from './ad-errors'
import { playAdMedia, runRoll, type AdRunnerDeps } from './ad-runner'
import { AdSchedule, type AdBreak } from './ad-schedule'
import { adShownStorage, localDay, shownOn } from './ad-shown'
import { analytics } from '../../../shared/analytics/analytics'
import type { LoadedStream, StreamPhase } from '../use-channel-stream'

const ping = (url: string) => void fetch(url, { mode: 'no-cors', keepalive: true }).catch(() => undefined)
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** spec 2 §3 "Ad event" (ad, event, place, number, object_id) to the analytics queue. */
function trackAd(event: string, brk: AdBreak, index: number, url: string, channelId: number) {
  analytics.track('ad_event', {
    type: event,
    data: { ad: url, event, place: brk.place, number: index + 1, object_id: channelId },
  })
}

function adDeps(video: HTMLVideoElement, brk: AdBreak, channelId: number): AdRunnerDeps {
  return {
    fetchText: (url, signal) =>
      fetch(url, { signal }).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`)))),
    ping,
    canPlay: (type) => video.canPlayType(type) !== '',
    play: (media, ad, signal) => playAdMedia(video, media, ad, ping, signal),
    sleep,
    onError: (report) => recordAdError(report),
    onEvent: (event, index, url) => trackAd(event, brk, index, url, channelId),
    now: () => Date.now(),
  }
}

/** The playhead's wall-clock unix seconds: PROGRAM-DATE-TIME, else the stream start plus the time. */
function wallOf(state: PlayerState, streamStart: number | null): number | null {
  if (state.programDateTime !== null) return state.programDateTime / 1000
  return streamStart === null ? null : streamStart + state.currentTime
}

interface Session {
  stream: LoadedStream
  schedule: AdSchedule
  /** the channel played since this session's load: its pauses and resumes are the viewer's */
  armed: boolean
  loadSeen: boolean
  /** the break playing now */
  abort: AbortController | null
  detach: () => void
}

interface Options {
  controllerRef: RefObject<PlayerController | null>
  adVideoRef: RefObject<HTMLVideoElement | null>
  setPhase: Dispatch<SetStateAction<StreamPhase>>
  schedule: readonly ScheduleEntry[]
}

/**
 * The ads of the open stream (spec 2 §4 "Advertising"): a listener on the player controller (not code
 * inside it) that asks the AdSchedule when a mid-roll, post-roll or post-pause roll is due and plays
 * it over the channel; the pre-roll is played by the stream loader through `preRoll` before the
 * channel loads. During a break the archive is paused and a live channel is muted under the ad.
 */
export function useAdBreaks({ controllerRef, adVideoRef, setPhase, schedule }: Options) {
  const sessionRef = useRef<Session | null>(null)
  const endsRef = useRef<number[]>([])
  useEffect(() => {
    endsRef.current = schedule.map((e) => e.timestamp + e.duration)
  }, [schedule])

  const play = useCallback(
    async (session: Session, brk: AdBreak, hold: boolean, signal?: AbortSignal) => {
      const video = adVideoRef.current
      const controller = controllerRef.current
      if (!video) return
      const { stream, schedule: plan } = session
      const abort = new AbortController()
      signal?.addEventListener('abort', () => abort.abort())
      session.abort = abort
      plan.begin()
      setPhase({ kind: 'ad', place: brk.place, allowDisable: stream.answer.ad?.allow_disable ?? false })
      const live = controller?.getState().live ?? false
      const wasMuted = controller?.getState().muted ?? false
      if (hold && controller) {
        if (live) controller.setMuted(true)
        else controller.pause()
      }
      const played = await runRoll(brk.urls, brk.max, adDeps(video, brk, stream.channelId), abort.signal)
      plan.end(played, Date.now())
      adShownStorage.add(stream.channelId, played)
      session.abort = null
      if (hold && controller) {
        if (live) controller.setMuted(wasMuted)
        else if (sessionRef.current === session) controller.play()
      }
      if (hold && sessionRef.current === session) {
        setPhase((p) => (p.kind === 'ad' ? { kind: 'ready' } : p))
      }
    },
    [adVideoRef, controllerRef, setPhase],
  )

  const stop = useCallback(() => {
    const session = sessionRef.current
    sessionRef.current = null
    session?.abort?.abort()
    session?.detach()
  }, [])

  /** A new stream is about to load (not a seek inside the loaded one): its own ad schedule. */
  const start = useCallback(
    (stream: LoadedStream, preview: boolean) => {
      stop()
      const info = stream.answer.ad
      const controller = controllerRef.current
      if (!info || preview || !controller) return
      const shown = shownOn(adShownStorage.read(), stream.channelId, localDay(new Date()))
      // a zap to a warm neighbour has loaded this stream already (the app's load() is absorbed)
      const { answer } = stream
      const urls = [answer.hls_mbr, answer.hls, ...(answer.drm?.streams.map((s) => s.url) ?? [])]
      const now = controller.getState()
      const zapped = now.url !== null && urls.includes(now.url)
      const session: Session = {
        stream,
        schedule: new AdSchedule(info, shown),
        armed: zapped && now.status === 'playing',
        loadSeen: zapped,
        abort: null,
        detach: () => undefined,
      }
      const listener = (event: PlayerEvent, state: PlayerState) => {
        const plan = session.schedule
        if (event.type === 'loadstart') session.loadSeen = true
        if (!session.loadSeen) return // the previous channel still plays under the pre-roll
        if (event.type === 'playing' && plan.busy && !state.live) {
          controller.pause() // a reload or the programme move started the archive under the break
          return
        }
        let due: AdBreak | null = null
        if (event.type === 'playing') {
          if (session.armed) due = plan.onPlaying(Date.now())
          session.armed = true
        } else if (event.type === 'pause' && session.armed) {
          plan.onPause(Date.now())
        } else if (event.type === 'timeupdate') {
          const sample = {
            currentTime: event.currentTime,
            wall: wallOf(state, stream.answer.stream_info.start),
            nowMs: Date.now(),
          }
          due = plan.onTime(sample, endsRef.current)
        }
        if (due) void play(session, due, true)
      }
      session.detach = controller.attachListener(listener)
      sessionRef.current = session
    },
    [controllerRef, play, stop],
  )

  /** spec 2 §4: the pre-roll runs before the channel; resolves when it is over (or aborted). */
  const preRoll = useCallback(
    async (signal: AbortSignal) => {
      const session = sessionRef.current
      const brk = session?.schedule.preRoll()
      if (!session || !brk) return
      await play(session, brk, false, signal)
    },
    [play],
  )

  /** The remove-ads button: the break stops (the viewer goes to the packets). */
  const skip = useCallback(() => {
    const session = sessionRef.current
    if (!session?.abort) return
    analytics.track('ad_event', {
      type: 'skip',
      data: { ad: null, event: 'skip', place: null, number: 0, object_id: session.stream.channelId },
    })
    session.abort.abort()
  }, [])

  useEffect(() => stop, [stop])

  return { start, stop, preRoll, skip }
}
