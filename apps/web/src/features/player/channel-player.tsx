import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayerSource } from '@efir/player'
import type { Channel } from '@efir/contract'
import type { ChannelPlayerProps } from '../../shared/player-props'
import { useConfiguration } from '../../shared/session/use-session'
import { AdOverlay } from './ads/ad-overlay'
import { CastPanel } from './cast/cast-panel'
import { MOBILE_MAX_WIDTH } from '../../shared/ui/breakpoints'
import { DeniedDialog } from './denied-dialog'
import { PlayerControls } from '../../shared/player-chrome/player-controls'
import { MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from '../../shared/player-chrome/player-icons'
import { IconButton } from '../../shared/ui/button'
import { SkipFeedback } from '../../shared/player-chrome/skip-feedback'
import { PlayerStatus } from './player-status'
import { SubtitleOverlay } from './subtitle-overlay'
import { inBlackout } from '../../shared/live/programme-clock'
import { useChannelStream } from './use-channel-stream'
import { useControlsVisibility } from '../../shared/player-chrome/use-controls-visibility'
import { useEarlyZap } from './use-early-zap'
import { usePlayerActions } from './use-player-actions'
import { usePlayerAnalytics } from './use-player-analytics'
import {
  createController,
  usePlayerController,
  type ControllerFactory,
} from '../../shared/player-chrome/use-player-controller'
import { useScreenshotTimings } from '../../shared/player-chrome/use-screenshot-timings'
import { useSavedTracks, useVisibilityPause } from './use-player-effects'
import { usePlayerGestures } from '../../shared/player-chrome/use-player-gestures'
import { usePlayerKeyboard } from './use-player-keyboard'
import { usePlayerNavigation } from './use-player-navigation'
import styles from './channel-player.module.css'
import { pictureInPictureOffered } from '../../shared/web-view-bridge'

/** spec 3 §9: alerts stay 3 s. */
const ALERT_MS = 3000

/**
 * A channel switch starts on a hidden twin of the video element (the core's spareVideo, zap speed). Not
 * in WebKit (Safari, every iOS browser): it lets an element play with sound only after a gesture on that
 * element, so the twin's first switch would start paused; there one element plays every channel.
 */
const TWIN_VIDEO = typeof navigator === 'undefined' || navigator.vendor !== 'Apple Computer, Inc.'

export interface ChannelPlayerOwnProps {
  /** Builds the PlayerController (tests inject a fake). */
  controllerFactory?: ControllerFactory
}

/**
 * The channel player of spec 2 (lazy chunk: the core, hls.js and shaka-player load with it): one
 * PlayerController reused across channel switches, rendered from its state.
 */
export default function ChannelPlayer(props: ChannelPlayerProps & ChannelPlayerOwnProps) {
  const { channel, mode, onZap } = props
  const { t } = useTranslation()
  const rootRef = useRef<HTMLDivElement>(null)
  const adVideoRef = useRef<HTMLVideoElement>(null)
  const [alertText, setAlertText] = useState<{ text: string; at: number } | null>(null)
  const alert = useCallback((text: string) => setAlertText({ text, at: Date.now() }), [])
  useEffect(() => {
    if (!alertText) return
    const timer = setTimeout(() => setAlertText(null), ALERT_MS)
    return () => clearTimeout(timer)
  }, [alertText])

  const refetchRef = useRef<() => Promise<PlayerSource | null>>(() => Promise.resolve(null))
  const player = usePlayerController(
    props.controllerFactory ?? createController,
    () => refetchRef.current(),
    {
      startMuted: mode === 'preview',
    },
  )
  const { controller, state, videoRef, spareRef, shownVideoRef } = player
  const stream = useChannelStream({
    props,
    ensure: player.ensure,
    adVideoRef,
    controllerRef: player.controllerRef,
    onAlert: alert,
  })
  useEffect(() => {
    refetchRef.current = stream.refetch
  })
  const adPlaying = stream.phase.kind === 'ad'
  const nav = usePlayerNavigation({
    props,
    state,
    controller,
    loaded: stream.loaded,
    onRefused: (key) => alert(t(key)),
    paused: adPlaying,
  })
  // a preview is not a watch: no open_channel, playback_start, stats or counter pixels (spec 2 §2)
  usePlayerAnalytics(mode === 'full' ? controller : null, stream.loadedRef)
  useSavedTracks(controller, state, stream.loadedRef)
  const mobile = window.innerWidth <= MOBILE_MAX_WIDTH
  useVisibilityPause(controller, mobile)
  const timings = useScreenshotTimings(stream.loaded?.answer.stream_info.screenshot_timings)
  const hasArchive = channel.archived_days > 0
  const act = usePlayerActions({
    controller,
    state,
    channelId: channel.id,
    hasArchive,
    rootRef,
    videoRef: shownVideoRef,
    skipBy: nav.skipBy,
    reload: () => (nav.archive ? nav.goLive() : stream.retry()),
    alert,
  })
  const { previous, next } = props.neighbours
  const pickable = useMemo(
    () => props.channels ?? [previous, next].filter((c): c is Channel => c !== undefined),
    [props.channels, previous, next],
  )
  const early = useEarlyZap(controller, stream.loadedRef, channel.id, pickable, mode === 'full')
  usePlayerKeyboard({
    rootRef,
    controller,
    preview: mode === 'preview',
    adPlaying,
    hasArchive,
    toggleFullscreen: act.toggleFullscreen,
    onPlayPause: act.onDecision,
    skip: nav.skipBy,
    onZap,
    neighbours: props.neighbours,
    zapTo: early.zapTo,
  })
  const stopped = state.status !== 'playing' && state.status !== 'waiting'
  const controls = useControlsVisibility({ mobile, settingsOpen: act.settingsOpen, stopped })
  const gestures = usePlayerGestures({
    canSkip: nav.archive,
    skip: act.actions.skip,
    onTap: controls.onTap,
    cancelTap: controls.cancelTap,
  })
  const configuration = useConfiguration()
  const mattress = configuration?.catchup_blackout_mattress_url
  const blackout =
    !!mattress &&
    inBlackout(nav.current, nav.position, nav.archive, configuration?.catchup_blackout_safe_area ?? 0)
  // the page's line under the player names the archived programme at this position (issue 11)
  const onPosition = props.onPosition
  const reported = nav.archive && state.source ? Math.floor(nav.position) : undefined
  useEffect(() => onPosition?.(reported), [onPosition, reported])
  const setNativeSubtitles = useCallback((on: boolean) => controller?.setNativeSubtitles(on), [controller])
  // spec 2 §4 "Blackout": the stream under the mattress is not heard
  useEffect(() => controller?.setBlackout(blackout), [controller, blackout])
  const switching = stream.loaded?.channelId !== channel.id
  const full = mode === 'full'

  return (
    <div
      ref={rootRef}
      className={[
        styles.player,
        controls.visible ? '' : styles.idle,
        mobile ? styles.touch : '',
        mobile && gestures.zoomed ? styles.zoomed : '',
      ].join(' ')}
      data-testid="channel-player"
      data-channel-player={channel.id}
      data-status={state.status}
      data-live={state.live}
      data-pdt={state.programDateTime ?? ''}
      onPointerMove={(e) => (mobile && e.pointerType === 'touch' ? undefined : controls.onActivity())}
      onTouchStart={mobile ? gestures.onTouchStart : controls.onActivity}
      onTouchMove={mobile ? gestures.onTouchMove : undefined}
      onTouchEnd={mobile ? gestures.onTouchEnd : undefined}
      data-zoomed={mobile && gestures.zoomed}
      onFocus={controls.onActivity}
    >
      {(TWIN_VIDEO ? [videoRef, spareRef] : [videoRef]).map((ref, i) => (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- NOTE: captions are the stream's own text tracks (settings menu)
        <video
          key={i}
          ref={ref}
          className={styles.video}
          playsInline
          poster={state.poster ?? undefined}
          aria-label={channel.name}
          onClick={full ? act.actions.playPause : undefined}
          data-standby={i === 1 ? '' : undefined}
        />
      ))}
      {blackout && (
        <video
          data-testid="player-mattress"
          className={styles.mattress}
          src={mattress}
          autoPlay
          loop
          muted
          playsInline
          aria-hidden="true"
        />
      )}
      {full && (
        <SubtitleOverlay
          videoRef={shownVideoRef}
          raised={controls.visible && !adPlaying}
          onNative={setNativeSubtitles}
        />
      )}
      <AdOverlay phase={stream.phase} videoRef={adVideoRef} onRemoveAds={stream.skipAds} />
      <PlayerStatus
        channel={early.pending ?? channel}
        phase={stream.phase}
        state={state}
        switching={switching || early.pending !== null}
        preview={!full}
        onRetryStream={stream.retry}
        onRetryPlayback={() => void controller?.retry()}
      />
      {act.flash && (
        <div className={styles.flash} aria-hidden="true">
          {act.flash === 'play' ? <PlayIcon /> : <PauseIcon />}
        </div>
      )}
      <SkipFeedback feedback={gestures.feedback} />
      {full && !adPlaying && act.cast.active && (
        <CastPanel device={act.cast.device} status={act.cast.status} onStop={act.cast.stop} />
      )}
      {full && !adPlaying && !act.cast.active && (
        <div
          data-player-controls=""
          className={styles.controlsLayer}
          onPointerEnter={() => controls.setEngaged(true)}
          onPointerLeave={() => controls.setEngaged(false)}
        >
          <PlayerControls
            state={state}
            nav={nav}
            timings={timings}
            view={{ fullscreen: act.fullscreen, mobile }}
            settingsOpen={act.settingsOpen}
            pipSupported={pictureInPictureOffered(document, navigator.userAgent)}
            actions={act.actions}
          />
        </div>
      )}
      {!full && stream.phase.kind === 'ready' && (
        // spec 2 §2: the preview's own sound toggle (never stored: the full player keeps the viewer's)
        <IconButton
          className={styles.previewMute}
          label={state.muted ? t('player_unmute') : t('player_mute')}
          icon={state.muted ? <MutedIcon /> : <VolumeIcon />}
          aria-pressed={state.muted}
          onClick={() => controller?.setMuted(!state.muted)}
        />
      )}
      <div className={styles.alert} role="alert">
        {alertText?.text}
      </div>
      {full && stream.phase.kind === 'denied' && <DeniedDialog detail={stream.phase.detail} />}
    </div>
  )
}
