import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_ONLINE_CHECK_URL,
  stepVolume,
  activePoint,
  errorMessageKey,
  highlightMarks,
  nextEpisodeDue,
  type PlaybackPoint,
  type PlayerSource,
} from '@efir/player'
import { Button } from '../../shared/ui/button'
import { NextEpisodeCard, type NextOffer } from './next-episode-offer'
import { Spinner } from '../../shared/ui/spinner'
import { MOBILE_MAX_WIDTH } from '../../shared/ui/breakpoints'
import { PlayerControls } from '../../shared/player-chrome/player-controls'
import { PlayerStall } from '../../shared/player-chrome/player-stall-view'
import { SkipFeedback } from '../../shared/player-chrome/skip-feedback'
import { useControlsVisibility } from '../../shared/player-chrome/use-controls-visibility'
import {
  createController,
  usePlayerController,
  type ControllerFactory,
} from '../../shared/player-chrome/use-player-controller'
import { useScreenshotTimings } from '../../shared/player-chrome/use-screenshot-timings'
import { usePlayerGestures } from '../../shared/player-chrome/use-player-gestures'
import { otherDialogOpen } from '../../shared/player-chrome/modal-layer'
import { inPlayerScope, isOwnKeyTarget, type KeyEffect } from '../../shared/player-chrome/player-keys'
import { useKeyAnnouncer } from '../../shared/player-chrome/use-key-announcer'
import { useVodActions } from './use-vod-actions'
import styles from './vod-player.module.css'
import { pictureInPictureOffered } from '../../shared/web-view-bridge'

export interface VodPlayerProps {
  /** What to play; a new object (new id) reloads. */
  source: PlayerSource
  /** Identifies the playback (content id, trailer id): a new key loads a new stream. */
  sourceKey: string
  title: string
  points?: readonly PlaybackPoint[]
  /** The next episode, offered from the credits with a countdown (issue 31, next-episode-offer.tsx). */
  next?: NextOffer | null
  /** Called every second while playing and on pause/leave with the position (seconds). */
  onPosition?: (seconds: number, duration: number, reason: 'tick' | 'pause' | 'leave') => void
  onEnded?: () => void
  /** The stream's screenshot timings file: thumbnails over the seek line (spec 2 §4). */
  screenshotTimings?: string | null
  /** Extra overlay (e.g. a back button). */
  header?: ReactNode
  controllerFactory?: ControllerFactory
  /**
   * Asks the stream answer again (spec 2 §4 refresh): before its media token ends and on a 403 of a
   * playlist or segment; null when it cannot be asked again.
   */
  refresh?: () => Promise<PlayerSource | null>
}

/**
 * The on-demand player (spec 3 §2 "Watch page", spec 2 §4 player rules): one PlayerController from the
 * player core over a VOD source, its seek line, skip ±10 s, skip-intro and highlight marks (playback
 * points), and the next-episode offer at the end.
 */
export default function VodPlayer(props: VodPlayerProps) {
  const { t } = useTranslation()
  const { source, sourceKey, onPosition, onEnded } = props
  const rootRef = useRef<HTMLDivElement>(null)
  const refreshRef = useRef(props.refresh)
  useEffect(() => {
    refreshRef.current = props.refresh
  })
  const player = usePlayerController(
    props.controllerFactory ?? createController,
    () => refreshRef.current?.() ?? Promise.resolve(null),
  )
  const { controller, state, videoRef, ensure } = player
  const [endedKey, setEndedKey] = useState<string | null>(null)
  const ended = endedKey === sourceKey
  const latest = useRef({ source, onPosition, onEnded, state })
  useEffect(() => {
    latest.current = { source, onPosition, onEnded, state }
  })

  // one load per playback key
  useEffect(() => {
    const created = ensure(DEFAULT_ONLINE_CHECK_URL)
    void created.load(latest.current.source)
  }, [ensure, sourceKey])

  // position reports: every second while playing; pause; leaving (unmount or a new key). The last
  // position is kept as it plays: on unmount the controller may already be destroyed.
  useEffect(() => {
    if (!controller) return
    let last: { time: number; duration: number } | null = null
    const off = controller.attachListener((event, s) => {
      if (!s.packshot && s.currentTime > 0) last = { time: s.currentTime, duration: s.duration }
      if (event.type === 'pause') latest.current.onPosition?.(s.currentTime, s.duration, 'pause')
      if (event.type === 'ended') {
        setEndedKey(sourceKey)
        latest.current.onEnded?.()
      }
    })
    // NOTE: the core reports time only while playing; a seek still buffering (waiting) has moved the
    // position already, so it is read here too, and once more on leaving
    const keep = () => {
      const s = controller.getState()
      if (!s.packshot && s.currentTime > 0) last = { time: s.currentTime, duration: s.duration }
      return s
    }
    const timer = setInterval(() => {
      const s = keep()
      if (s.status !== 'playing' || s.packshot) return
      latest.current.onPosition?.(s.currentTime, s.duration, 'tick')
    }, 1000)
    return () => {
      keep()
      off()
      clearInterval(timer)
      if (last) latest.current.onPosition?.(last.time, last.duration, 'leave')
    }
  }, [controller, sourceKey])

  const mobile = typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH
  const playing = state.status === 'playing' || state.status === 'waiting'
  const duration = Number.isFinite(state.duration) ? state.duration : 0
  const position = Math.min(state.currentTime, duration || state.currentTime)
  const seek = (to: number) => controller?.seek(Math.min(Math.max(0, to), Math.max(0, duration - 1)))
  const act = useVodActions({ controller, state, rootRef, videoRef, seek })
  const { actions } = act
  const controls = useControlsVisibility({ mobile, settingsOpen: act.settingsOpen, stopped: !playing })
  // spec 2 §4 mobile touch: a tap shows or hides the controls, a double tap on a side fifth skips 10 s
  const gestures = usePlayerGestures({
    canSkip: duration > 0,
    skip: actions.skip,
    onTap: controls.onTap,
    cancelTap: controls.cancelTap,
  })
  const timings = useScreenshotTimings(props.screenshotTimings)
  const points = props.points ?? []
  const point = state.packshot ? null : activePoint(points, position)
  const marks = highlightMarks(points, duration)
  const offerNext =
    !!props.next && !state.packshot && nextEpisodeDue({ currentTime: position, duration, ended, points })

  // spec 2 §4 Keyboard: space, ←/→ skip, ↑/↓ volume, f fullscreen, wherever focus is in the /watch layer
  // (a focused control, the seek line and the settings radios keep their own keys); announced
  const announce = useKeyAnnouncer()
  const keys = useRef({ actions, state, onActivity: controls.onActivity, announce })
  useEffect(() => {
    keys.current = { actions, state, onActivity: controls.onActivity, announce }
  })
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const root = rootRef.current
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !root) return
      if (isOwnKeyTarget(e.target, e.key) || !inPlayerScope(e.target, root)) return
      if (otherDialogOpen(root, document)) return
      const { actions: a, state: s } = keys.current
      const wasPlaying = s.status === 'playing' || s.status === 'waiting'
      let effect: KeyEffect | null = null
      if (e.key === ' ') {
        a.playPause()
        effect = { kind: 'play-pause', wasPlaying }
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const direction = e.key === 'ArrowRight' ? 1 : -1
        a.skip(direction)
        effect = { kind: 'skip', direction }
      } else if (e.key === 'f' || e.code === 'KeyF') a.toggleFullscreen()
      else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        const direction = e.key === 'ArrowUp' ? 1 : -1
        a.setVolume(stepVolume(s.volume, direction))
        effect = { kind: 'volume', direction, volume: s.volume }
      } else return
      e.preventDefault()
      keys.current.onActivity()
      if (effect) keys.current.announce(effect)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  // a cut longer than the retries (offlineLong) or over 5 stall errors (videoError) alerts with Retry,
  // as the channel player does (spec 2 §4, §8)
  const failed = state.error !== null || state.offlineLong || state.videoError
  const errorKey = failed ? errorMessageKey(state) : null
  return (
    <div
      ref={rootRef}
      className={[styles.player, controls.visible ? '' : styles.idle, mobile ? styles.touch : ''].join(' ')}
      data-testid="vod-player"
      data-status={state.status}
      data-packshot={state.packshot ? 'true' : 'false'}
      onPointerMove={(e) => (mobile && e.pointerType === 'touch' ? undefined : controls.onActivity())}
      onTouchStart={mobile ? gestures.onTouchStart : controls.onActivity}
      onTouchMove={mobile ? gestures.onTouchMove : undefined}
      onTouchEnd={mobile ? gestures.onTouchEnd : undefined}
      onFocus={controls.onActivity}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- NOTE: captions are the stream's own text tracks */}
      <video
        ref={videoRef}
        className={[styles.video, gestures.zoomed ? styles.zoomed : ''].join(' ')}
        playsInline
        poster={state.poster ?? undefined}
        aria-label={props.title}
        onClick={actions.playPause}
      />
      {props.header}
      <SkipFeedback feedback={gestures.feedback} />
      <div className={styles.status} aria-live="polite">
        {state.status === 'loading' && !state.error && !state.offline && <Spinner />}
        {/* issue 31: a stall shows and says what the channel player's does */}
        <PlayerStall state={state} className={styles.statusBox} />
        {failed && (
          <div className={styles.statusBox} role="alert">
            <p>{t(errorKey ?? 'error_video_download')}</p>
            {state.offline && <p>{t('player_connection_lost')}</p>}
            <Button onClick={() => void controller?.retry()}>{t('player_retry')}</Button>
          </div>
        )}
      </div>
      {(point?.action === 'skip' || point?.action === 'start') && point.seekTo !== null && (
        <div className={styles.offer}>
          <Button onClick={() => seek(point.seekTo ?? position)}>
            {t(point.point.type === 'intro' ? 'player_skip_intro' : 'player_skip_point')}
          </Button>
        </div>
      )}
      {props.next && (
        <NextEpisodeCard
          next={props.next}
          due={offerNext}
          ended={ended}
          position={position}
          sourceKey={sourceKey}
        />
      )}
      <div
        className={[styles.layer, controls.visible ? '' : styles.hiddenLayer].join(' ')}
        onPointerEnter={() => controls.setEngaged(true)}
        onPointerLeave={() => controls.setEngaged(false)}
      >
        <PlayerControls
          state={state}
          vod={{ title: props.title, position, duration, marks, onSeek: seek }}
          timings={timings}
          view={{ fullscreen: act.fullscreen, mobile }}
          settingsOpen={act.settingsOpen}
          pipSupported={pictureInPictureOffered(document, navigator.userAgent)}
          actions={actions}
        />
      </div>
    </div>
  )
}
