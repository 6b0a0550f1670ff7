import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { Channel, StreamResponse } from '@efir/contract'
import { ERROR_CODES } from '@efir/contract/routes'
import type { PlayerController, PlayerSource } from '@efir/player'
import { isApiError } from '../../shared/api/api-error'
import type { ChannelPlayerProps } from '../../shared/player-props'
import { useAdBreaks } from './ads/ad-breaks'
import type { AdPlace } from './ads/ad-schedule'
import { fetchChannelStream } from './api'
import { neighbourAnswer, pendingAnswer, preloadNeighbours } from './neighbour-cache'
import { offsetInStream } from '../../shared/live/programme-clock'
import { streamTs } from '../../shared/live/stream-ts'
import { toPlayerSource } from './stream-source'

/** Where the stream of the open channel is. */
export type StreamPhase =
  | { kind: 'loading' }
  | { kind: 'ad'; place: AdPlace; allowDisable: boolean }
  | { kind: 'ready' }
  /** the stream request failed: the server's message (403, archive refusals) or none (network) */
  | { kind: 'error'; message: string | null }
  /** spec 2 §8 permission_denied: a modal with the detail and a way back to the channel list */
  | { kind: 'denied'; detail: string }

/** The stream answer that is loaded, for the seek line, stats and the in-stream seek. */
export interface LoadedStream {
  /** One playback: a new stream load counts up, a renewal of the answer (fresh media tokens) keeps it. */
  playback: symbol
  channelId: number
  ts: number | undefined
  answer: StreamResponse
}

/** A seek closer than this to the playhead is skipped (the tick's own programme change). */
const SAME_POSITION_S = 3

interface Options {
  props: Pick<
    ChannelPlayerProps,
    'channel' | 'ts' | 'mode' | 'neighbours' | 'schedule' | 'onParentalRequired' | 'onDenied'
  >
  ensure: (onlineCheckUrl: string) => PlayerController
  adVideoRef: RefObject<HTMLVideoElement | null>
  controllerRef: RefObject<PlayerController | null>
  onAlert: (text: string) => void
}

/**
 * Fetches the stream of the open channel (ts only when 30 s old), plays its VAST pre-roll, then
 * loads it into the one controller; keeps the neighbours warm for zapping; refetches once on a
 * segment 403 (the core's onForbidden).
 */
export function useChannelStream({ props, ensure, adVideoRef, controllerRef, onAlert }: Options) {
  const { channel, mode, neighbours } = props
  const propsTs = props.ts
  const [phase, setPhase] = useState<StreamPhase>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<LoadedStream | null>(null)
  const loadedRef = useRef<LoadedStream | null>(null)
  const lastAttempt = useRef(attempt)
  const { onParentalRequired, onDenied } = props
  const latest = useRef({ onAlert, ensure, onParentalRequired, onDenied })
  useEffect(() => {
    latest.current = { onAlert, ensure, onParentalRequired, onDenied }
  })
  // spec 2 §4 "Advertising": pre, mid, post and post-pause rolls (a listener on the controller)
  const {
    start: startAds,
    stop: stopAds,
    preRoll,
    skip: skipAds,
  } = useAdBreaks({ controllerRef, adVideoRef, setPhase, schedule: props.schedule })

  useEffect(() => {
    const ts = streamTs(propsTs, Math.floor(Date.now() / 1000))
    // a new ts on the same channel that the loaded archive stream covers is a seek, not a reload
    const current = loadedRef.current
    const controller = controllerRef.current
    const retried = lastAttempt.current !== attempt
    lastAttempt.current = attempt
    if (!retried && current?.channelId === channel.id && controller && ts !== undefined) {
      const state = controller.getState()
      const offset = offsetInStream(ts, state, current.answer.stream_info.start)
      if (offset !== null) {
        if (Math.abs(offset - state.currentTime) > SAME_POSITION_S) controller.seek(offset)
        return
      }
    }
    const abort = new AbortController()
    const { signal } = abort
    setPhase({ kind: 'loading' })
    stopAds()
    void (async () => {
      try {
        const preview = mode === 'preview'
        // a warm channel's answer, or the one a warm-up is still fetching (issue 11), else its own
        const warm = ts === undefined && !preview
        const answer =
          (warm ? (neighbourAnswer(channel.id) ?? (await pendingAnswer(channel.id))) : null) ??
          (await fetchChannelStream(channel.id, ts, { preview, signal }))
        if (signal.aborted) return
        const source = toPlayerSource(answer)
        const controller = latest.current.ensure(answer.stream_info.online_check)
        const stream = { playback: Symbol('playback'), channelId: channel.id, ts, answer }
        loadedRef.current = stream
        setLoaded(stream)
        startAds(stream, preview)
        if (source && (answer.ad?.pre_roll.length ?? 0) > 0 && !preview) {
          // spec 2 §4: pre-rolls run before the channel; the channel warms up meanwhile
          controller.preload(source)
          await preRoll(signal)
          if (signal.aborted) return
        }
        setPhase({ kind: 'ready' })
        // spec 2 §4: no stream URL means reset (the core sets error state 2)
        await controller.load(source ?? { kind: 'hls', urls: {}, live: ts === undefined })
      } catch (error) {
        if (signal.aborted) return
        if (isApiError(error) && error.code === ERROR_CODES.permissionDenied) {
          const detail = typeof error.detail === 'string' ? error.detail : error.message
          latest.current.onDenied?.()
          return setPhase({ kind: 'denied', detail })
        }
        // issue 8: no right PIN in this sign-in's window: the page asks for it (no alert, no retry loop)
        if (isApiError(error) && error.code === ERROR_CODES.parentalRequired) {
          latest.current.onParentalRequired?.()
          return setPhase({ kind: 'error', message: error.message || null })
        }
        const message = isApiError(error) && error.status !== 0 ? error.message || null : null
        // spec 2 §8: stream 403 → alert with the server's message (not in preview)
        if (message && mode !== 'preview') latest.current.onAlert(message)
        setPhase({ kind: 'error', message })
      }
    })()
    return () => abort.abort()
  }, [channel.id, propsTs, mode, attempt, adVideoRef, controllerRef, startAds, stopAds, preRoll])

  // zap speed (issue 3): the neighbours' streams are fetched and kept warm once this one plays
  const ready = phase.kind === 'ready'
  const { previous, next } = neighbours
  useEffect(() => {
    if (!ready || mode === 'preview') return
    const controller = latest.current.ensure(loadedRef.current?.answer.stream_info.online_check ?? '')
    const timer = setTimeout(() => preloadNeighbours([previous, next], controller), 1000)
    return () => clearTimeout(timer)
  }, [ready, mode, previous, next])

  /**
   * spec 2 §4: a segment 403 refreshes the stream once, and the core renews it before its media token
   * ends (issue 8); the core calls this.
   */
  const refetch = useCallback(async (): Promise<PlayerSource | null> => {
    const current = loadedRef.current
    if (!current) return null
    const fresh = await fetchChannelStream(current.channelId, current.ts).catch((error: unknown) => {
      // issue 30: a renewal refused (a block set meanwhile): the page learns it and stops the player
      if (isApiError(error) && error.code === ERROR_CODES.permissionDenied) latest.current.onDenied?.()
      // issue 30: the PIN's window ended meanwhile (or a switch went on): the page asks the PIN
      if (isApiError(error) && error.code === ERROR_CODES.parentalRequired)
        latest.current.onParentalRequired?.()
      throw error
    })
    // the same playback: its stat id stays (a renewal only brings fresh media tokens, issue 8)
    const answer = { ...fresh, stat: current.answer.stat }
    const stream = { ...current, answer }
    loadedRef.current = stream
    setLoaded(stream)
    const source = toPlayerSource(answer)
    // the refreshed stream resumes where the old one stopped (archive), live at the edge
    const at = controllerRef.current?.getState().currentTime
    return source?.kind === 'hls' && !source.live && at ? { ...source, startPosition: at } : source
  }, [controllerRef])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { phase, loaded, loadedRef, retry, refetch, skipAds }
}

export type ChannelStream = ReturnType<typeof useChannelStream>
export type { Channel }
