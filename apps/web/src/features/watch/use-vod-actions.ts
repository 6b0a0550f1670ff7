import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { PlayerController, PlayerState } from '@efir/player'
import { MOBILE_MAX_WIDTH, controlsTimings } from '../player/controls-visibility'
import type { ControlsActions } from '../player/player-controls'
import { playerStorage } from '../player/player-storage'
import { SkipBatcher } from '../player/skip'

/** iOS Safari's video-only fullscreen (iPhone has no element fullscreen). */
type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }

interface Options {
  controller: PlayerController | null
  state: PlayerState
  rootRef: RefObject<HTMLElement | null>
  videoRef: RefObject<HTMLVideoElement | null>
  /** seeks to a position (seconds), clamped to the title */
  seek: (seconds: number) => void
}

/**
 * What the on-demand player's buttons, keys and menu do (spec 2 §4 on a VOD source): pause is allowed,
 * skip presses add up 10 s each and seek once (the shared batcher), volume and mute are stored, the
 * settings menu opens late on mobile; no casting.
 */
export function useVodActions(o: Options) {
  const { controller } = o
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const latest = useRef(o)
  useEffect(() => {
    latest.current = o
  })
  const settingsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(settingsTimer.current), [])
  const settingsOpenRef = useRef(settingsOpen)
  useEffect(() => {
    settingsOpenRef.current = settingsOpen
  })

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const batcher = useRef<SkipBatcher | null>(null)
  useEffect(() => {
    const created = new SkipBatcher((seconds) => {
      const s = latest.current.state
      latest.current.seek(s.currentTime + seconds)
    })
    batcher.current = created
    return () => created.cancel()
  }, [])

  const toggleFullscreen = useCallback(() => {
    const video: WebkitVideo | null = latest.current.videoRef.current
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else if (document.fullscreenEnabled)
      void latest.current.rootRef.current?.requestFullscreen().catch(() => undefined)
    // iPhone: only the video itself goes fullscreen
    else video?.webkitEnterFullscreen?.()
  }, [])

  /** spec 2 §4: on mobile (width ≤ 932) the settings menu opens 400 ms after the press. */
  const toggleSettings = useCallback(() => {
    const pending = settingsTimer.current !== undefined
    clearTimeout(settingsTimer.current)
    settingsTimer.current = undefined
    if (settingsOpenRef.current || pending) return setSettingsOpen(false)
    const delay = controlsTimings(window.innerWidth <= MOBILE_MAX_WIDTH).settingsOpenDelayMs
    if (delay === 0) return setSettingsOpen(true)
    settingsTimer.current = setTimeout(() => {
      settingsTimer.current = undefined
      setSettingsOpen(true)
    }, delay)
  }, [])

  const actions: ControlsActions = {
    // a VOD source is never live: the core's decision is play or pause, or a reload after 2+ errors
    playPause: () => {
      if (controller?.togglePlay().kind === 'reload-programme') void controller.retry()
    },
    skip: (direction) => void batcher.current?.press(direction),
    setVolume: (volume) => {
      controller?.setVolume(volume)
      playerStorage.setVolume(volume)
      const muted = volume === 0
      if (muted !== o.state.muted) {
        controller?.setMuted(muted)
        playerStorage.setMuted(muted)
      }
    },
    toggleMute: () => {
      controller?.setMuted(!o.state.muted)
      playerStorage.setMuted(!o.state.muted)
    },
    toggleSettings,
    toggleFullscreen,
    pictureInPicture: () => {
      const video = o.videoRef.current
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined)
      else void video?.requestPictureInPicture?.().catch(() => undefined)
    },
    setAudio: (track) => controller?.setAudioTrack(track.id),
    setSubtitles: (track) => controller?.setTextTrack(track?.id ?? null),
    setRate: (rate) => controller?.setRate(rate),
    setLevel: (level) => controller?.setLevel(level),
  }
  return { actions, settingsOpen, fullscreen }
}
