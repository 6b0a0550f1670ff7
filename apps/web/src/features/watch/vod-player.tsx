import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_ONLINE_CHECK_URL,
  SKIP_SECONDS,
  VOLUME_STEP,
  activePoint,
  errorMessageKey,
  highlightMarks,
  nextEpisodeDue,
  type PlaybackPoint,
  type PlayerSource,
} from '@efir/player'
import { Button } from '../../shared/ui/button'
import { Spinner } from '../../shared/ui/spinner'
import { MOBILE_MAX_WIDTH } from '../player/controls-visibility'
import {
  BackIcon,
  ForwardIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from '../player/player-icons'
import { playerStorage } from '../player/player-storage'
import { formatClock } from '../player/time-format'
import { useControlsVisibility } from '../player/use-controls-visibility'
import {
  createController,
  usePlayerController,
  type ControllerFactory,
} from '../player/use-player-controller'
import styles from './vod-player.module.css'

/** Quick skip presses within this long add up from the last target (spec 2 §4 skip debounce 500 ms, doubled). */
const SKIP_PENDING_MS = 1000

export interface NextOffer {
  title: string
  onPlay: () => void
}

export interface VodPlayerProps {
  /** What to play; a new object (new id) reloads. */
  source: PlayerSource
  /** Identifies the playback (content id, trailer id): a new key loads a new stream. */
  sourceKey: string
  title: string
  points?: readonly PlaybackPoint[]
  /** The next episode, offered at the end (spec 3 §2 "next episode"). */
  next?: NextOffer | null
  /** Called every second while playing and on pause/leave with the position (seconds). */
  onPosition?: (seconds: number, duration: number, reason: 'tick' | 'pause' | 'leave') => void
  onEnded?: () => void
  /** Extra overlay (e.g. a back button). */
  header?: ReactNode
  controllerFactory?: ControllerFactory
}

function Control(props: { label: string; icon: ReactNode; onClick: () => void; pressed?: boolean }) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.icon}
    </button>
  )
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
  const player = usePlayerController(props.controllerFactory ?? createController, () => Promise.resolve(null))
  const { controller, state, videoRef, ensure } = player
  const [endedKey, setEndedKey] = useState<string | null>(null)
  const ended = endedKey === sourceKey
  const [fullscreen, setFullscreen] = useState(false)
  const pending = useRef<{ target: number; at: number } | null>(null)
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
    const timer = setInterval(() => {
      const s = controller.getState()
      if (s.status !== 'playing' || s.packshot) return
      last = { time: s.currentTime, duration: s.duration }
      latest.current.onPosition?.(s.currentTime, s.duration, 'tick')
    }, 1000)
    return () => {
      off()
      clearInterval(timer)
      if (last) latest.current.onPosition?.(last.time, last.duration, 'leave')
    }
  }, [controller, sourceKey])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const mobile = typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH
  const playing = state.status === 'playing' || state.status === 'waiting'
  const controls = useControlsVisibility({ mobile, settingsOpen: false, stopped: !playing })
  const duration = Number.isFinite(state.duration) ? state.duration : 0
  const position = Math.min(state.currentTime, duration || state.currentTime)
  const points = props.points ?? []
  const point = state.packshot ? null : activePoint(points, position)
  const marks = highlightMarks(points, duration)
  const offerNext =
    !!props.next && !state.packshot && nextEpisodeDue({ currentTime: position, duration, ended, points })

  const playPause = () => {
    if (!controller) return
    if (playing) controller.pause()
    else controller.play()
  }
  const seek = (to: number) => {
    const target = Math.min(Math.max(0, to), Math.max(0, duration - 1))
    pending.current = { target, at: Date.now() }
    controller?.seek(target)
  }
  /** ±10 s from the last requested target while a seek is on its way, so quick presses add up. */
  const skip = (direction: 1 | -1) => {
    const p = pending.current
    const base = p && Date.now() - p.at < SKIP_PENDING_MS ? p.target : position
    seek(base + direction * SKIP_SECONDS)
  }
  const setVolume = (volume: number) => {
    controller?.setVolume(volume)
    controller?.setMuted(volume === 0)
    playerStorage.setVolume(volume)
  }
  const toggleMute = () => {
    if (!controller) return
    controller.setMuted(!state.muted)
    playerStorage.setMuted(!state.muted)
  }
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined)
  }
  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input')) return
    if (e.key === ' ') playPause()
    else if (e.key === 'ArrowLeft') skip(-1)
    else if (e.key === 'ArrowRight') skip(1)
    else if (e.key === 'f') toggleFullscreen()
    else if (e.key === 'ArrowUp') setVolume(Math.min(1, state.volume + VOLUME_STEP))
    else if (e.key === 'ArrowDown') setVolume(Math.max(0, state.volume - VOLUME_STEP))
    else return
    e.preventDefault()
    controls.onActivity()
  }

  const errorKey = state.error ? errorMessageKey(state) : null
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- NOTE: player shortcuts (spec 2 §4 Keyboard) on its region
    <div
      ref={rootRef}
      className={[styles.player, controls.visible ? '' : styles.idle].join(' ')}
      data-testid="vod-player"
      data-status={state.status}
      data-packshot={state.packshot ? 'true' : 'false'}
      onPointerMove={controls.onActivity}
      onTouchStart={controls.onActivity}
      onFocus={controls.onActivity}
      onKeyDown={onKeyDown}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- NOTE: captions are the stream's own text tracks */}
      <video
        ref={videoRef}
        className={styles.video}
        playsInline
        poster={state.poster ?? undefined}
        aria-label={props.title}
        onClick={playPause}
      />
      {props.header}
      <div className={styles.status} aria-live="polite">
        {state.status === 'loading' && !state.error && <Spinner />}
        {state.error && (
          <div className={styles.statusBox} role="alert">
            <p>{t(errorKey ?? 'error_video_download')}</p>
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
      {offerNext && props.next && (
        <div className={styles.offer}>
          <div className={styles.nextCard}>
            <span className={styles.nextLabel}>{t('player_next_episode')}</span>
            <span className={styles.title}>{props.next.title}</span>
            <Button onClick={props.next.onPlay}>{t('player_play_next')}</Button>
          </div>
        </div>
      )}
      <div className={[styles.layer, controls.visible ? '' : styles.hiddenLayer].join(' ')}>
        <div className={styles.seekRow}>
          <span>{formatClock(position)}</span>
          <div className={styles.seekBox}>
            <input
              type="range"
              className={styles.seek}
              min={0}
              max={Math.max(duration, 1)}
              step={1}
              value={Math.floor(position)}
              disabled={!duration || !!state.packshot}
              aria-label={t('vod_seek')}
              aria-valuetext={`${formatClock(position)} / ${formatClock(duration)}`}
              onChange={(e) => seek(Number(e.target.value))}
            />
            {marks.map((m) => (
              <span
                key={`${m.from}`}
                className={styles.mark}
                style={{ left: `${m.from * 100}%`, width: `${Math.max(0.5, (m.to - m.from) * 100)}%` }}
                aria-hidden="true"
              />
            ))}
          </div>
          <span>{formatClock(duration)}</span>
        </div>
        <div className={styles.bar}>
          <Control
            label={playing ? t('player_pause') : t('player_play')}
            icon={playing ? <PauseIcon /> : <PlayIcon />}
            onClick={playPause}
          />
          <Control label={t('player_skip_back')} icon={<BackIcon />} onClick={() => skip(-1)} />
          <Control label={t('player_skip_forward')} icon={<ForwardIcon />} onClick={() => skip(1)} />
          <Control
            label={state.muted ? t('player_unmute') : t('player_mute')}
            icon={state.muted ? <MutedIcon /> : <VolumeIcon />}
            pressed={state.muted}
            onClick={toggleMute}
          />
          <input
            type="range"
            className={styles.volume}
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={state.muted ? 0 : state.volume}
            aria-label={t('player_volume')}
            aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
            onChange={(e) => setVolume(Number(e.target.value))}
          />
          <span className={styles.title}>{props.title}</span>
          <span className={styles.spacer} />
          <Control
            label={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
            icon={<FullscreenIcon />}
            onClick={toggleFullscreen}
          />
        </div>
      </div>
    </div>
  )
}
