import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { PlayerController } from '@efir/player'
import { MOBILE_MAX_WIDTH } from '../ui/breakpoints'
import { controlsTimings } from './controls-visibility'
import type { ControlsActions } from './player-controls'
import { playerStorage } from './player-storage'
import { nativePlayer } from '../web-view-bridge'

/** iOS Safari's video-only fullscreen (iPhone has no element fullscreen). */
export type WebkitVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void
  webkitExitFullscreen?: () => void
  webkitDisplayingFullscreen?: boolean
}

/**
 * The fullscreen and settings-menu state of a player (channel or on-demand, spec 2 §4): fullscreen of
 * the player's root, on iPhone of the video alone (native controls, native subtitles); the settings
 * menu opens 400 ms after the press on mobile (width ≤ 932).
 */
export function usePlayerChrome(
  rootRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const settingsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const settingsOpenRef = useRef(settingsOpen)
  useEffect(() => {
    settingsOpenRef.current = settingsOpen
  })
  useEffect(() => () => clearTimeout(settingsTimer.current), [])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const toggleFullscreen = useCallback(() => {
    const root = rootRef.current
    const video: WebkitVideo | null = videoRef.current
    // spec 2 §2: the Android app's own fullscreen goes along with the page's (a failure changes nothing)
    nativePlayer(navigator.userAgent).fullscreen?.(!document.fullscreenElement)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else if (root && document.fullscreenEnabled) void root.requestFullscreen().catch(() => undefined)
    else if (video?.webkitDisplayingFullscreen) video.webkitExitFullscreen?.()
    else video?.webkitEnterFullscreen?.()
  }, [rootRef, videoRef])

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

  return { settingsOpen, setSettingsOpen, toggleSettings, fullscreen, setFullscreen, toggleFullscreen }
}

/**
 * The buttons both players share (spec 2 §4): volume and mute, stored; moving the volume up unmutes;
 * picture-in-picture.
 */
export function commonActions(
  controller: PlayerController | null,
  muted: boolean,
  videoRef: RefObject<HTMLVideoElement | null>,
): Pick<ControlsActions, 'setVolume' | 'toggleMute' | 'pictureInPicture'> {
  return {
    setVolume: (volume) => {
      controller?.setVolume(volume)
      playerStorage.setVolume(volume)
      if (volume > 0 && muted) {
        controller?.setMuted(false)
        playerStorage.setMuted(false)
      }
    },
    toggleMute: () => {
      controller?.setMuted(!muted)
      playerStorage.setMuted(!muted)
    },
    pictureInPicture: () => {
      const video = videoRef.current
      // spec 2 §2: the Android webview has no picture-in-picture of its own: the app's, when it answers
      if (!document.pictureInPictureElement && nativePlayer(navigator.userAgent).pictureInPicture?.()) return
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined)
      else void video?.requestPictureInPicture?.().catch(() => undefined)
    },
  }
}
