import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayPauseDecision, PlayerController, PlayerState } from '@efir/player'
import type { ControlsActions } from '../../shared/player-chrome/player-controls'
import { PLAY_PAUSE_ANIMATION_MS } from '../../shared/player-chrome/controls-visibility'
import { IosFullscreenGuard } from './ios-fullscreen'
import { playerStorage } from '../../shared/player-chrome/player-storage'
import { SkipBatcher } from '../../shared/player-chrome/skip'
import { useCast } from './cast/use-cast'
import { commonActions, usePlayerChrome } from '../../shared/player-chrome/use-player-chrome'

interface Options {
  controller: PlayerController | null
  state: PlayerState
  channelId: number
  hasArchive: boolean
  rootRef: RefObject<HTMLElement | null>
  videoRef: RefObject<HTMLVideoElement | null>
  skipBy: (seconds: number) => void
  /** after 2+ errors play reloads the airing programme (spec 2 §4) */
  reload: () => void
  alert: (text: string) => void
}

/** What the player's buttons, keys and menu do; choices that spec 2 §3 stores are stored here. */
export function usePlayerActions(o: Options) {
  const { t } = useTranslation()
  const { controller, channelId, alert } = o
  const [flash, setFlash] = useState<'play' | 'pause' | null>(null)
  const chrome = usePlayerChrome(o.rootRef, o.videoRef)
  const { settingsOpen, setSettingsOpen, toggleSettings, fullscreen, setFullscreen, toggleFullscreen } =
    chrome
  const latest = useRef(o)
  useEffect(() => {
    latest.current = o
  })
  const iosGuard = useRef(new IosFullscreenGuard())
  // spec 2 §4 iOS: pauses around the native fullscreen are not the viewer's unless 2 s after entering;
  // leaving fullscreen resumes a video the viewer did not pause, animations blocked 3 s.
  useEffect(() => {
    const video = o.videoRef.current
    if (!video) return
    const guard = iosGuard.current
    const onBegin = () => {
      guard.enter(Date.now())
      setFullscreen(true)
    }
    const onEnd = () => {
      setFullscreen(false)
      if (guard.exit(Date.now(), video.paused)) latest.current.controller?.play()
    }
    const onPause = () => guard.paused(Date.now())
    const onPlay = () => guard.played()
    video.addEventListener('webkitbeginfullscreen', onBegin)
    video.addEventListener('webkitendfullscreen', onEnd)
    video.addEventListener('pause', onPause)
    video.addEventListener('play', onPlay)
    return () => {
      video.removeEventListener('webkitbeginfullscreen', onBegin)
      video.removeEventListener('webkitendfullscreen', onEnd)
      video.removeEventListener('pause', onPause)
      video.removeEventListener('play', onPlay)
    }
  }, [o.videoRef, setFullscreen])
  useEffect(() => {
    if (!flash) return
    const timer = setTimeout(() => setFlash(null), PLAY_PAUSE_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [flash])

  /** spec 2 §4 play/pause: refused on live with warning_archive_no_pause; no archive → mute toggle. */
  const onDecision = useCallback(
    (d: PlayPauseDecision) => {
      if (d.kind === 'refuse') alert(t(d.warning))
      else if (d.kind === 'toggle-mute')
        playerStorage.setMuted(latest.current.controller?.getState().muted ?? false)
      else if (d.kind === 'reload-programme') latest.current.reload()
      else {
        if (d.kind === 'pause') iosGuard.current.userPause()
        if (!iosGuard.current.animationsBlocked(Date.now())) setFlash(d.kind)
      }
    },
    [alert, t],
  )

  const cast = useCast({
    videoRef: o.videoRef,
    url: o.state.url,
    live: o.state.live,
    alert,
    pauseLocal: () => latest.current.controller?.pause(),
    resumeLocal: () => {
      const c = latest.current.controller
      if (latest.current.state.live) void c?.retry()
      else c?.play()
    },
  })

  const batcher = useRef<SkipBatcher | null>(null)
  useEffect(() => {
    const created = new SkipBatcher((seconds) => latest.current.skipBy(seconds))
    batcher.current = created
    return () => created.cancel()
  }, [])

  const actions: ControlsActions = {
    playPause: () => controller && onDecision(controller.togglePlay({ hasArchive: o.hasArchive })),
    skip: (direction) => void batcher.current?.press(direction),
    ...commonActions(controller, o.state.muted, o.videoRef),
    toggleSettings,
    toggleFullscreen,
    cast: cast.start,
    setAudio: (track) => {
      controller?.setAudioTrack(track.id)
      playerStorage.setAudio(channelId, track.lang || track.name)
    },
    setSubtitles: (track) => {
      controller?.setTextTrack(track?.id ?? null)
      playerStorage.setSubtitles(channelId, track ? track.lang || track.name : 'off')
    },
    setRate: (rate) => controller?.setRate(rate),
    setLevel: (level) => controller?.setLevel(level),
  }
  return { actions, onDecision, settingsOpen, setSettingsOpen, flash, fullscreen, toggleFullscreen, cast }
}
