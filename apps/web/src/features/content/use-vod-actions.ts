import { useEffect, useRef, type RefObject } from 'react'
import type { PlayerController, PlayerState } from '@efir/player'
import type { ControlsActions } from '../../shared/player-chrome/player-controls'
import { SkipBatcher } from '../../shared/player-chrome/skip'
import { commonActions, usePlayerChrome } from '../../shared/player-chrome/use-player-chrome'

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
  const { settingsOpen, toggleSettings, fullscreen, toggleFullscreen } = usePlayerChrome(
    o.rootRef,
    o.videoRef,
  )
  const latest = useRef(o)
  useEffect(() => {
    latest.current = o
  })
  const batcher = useRef<SkipBatcher | null>(null)
  useEffect(() => {
    const created = new SkipBatcher((seconds) => {
      const s = latest.current.state
      latest.current.seek(s.currentTime + seconds)
    })
    batcher.current = created
    return () => created.cancel()
  }, [])

  const actions: ControlsActions = {
    // a VOD source is never live: the core's decision is play or pause, or a reload after 2+ errors
    playPause: () => {
      if (controller?.togglePlay().kind === 'reload-programme') void controller.retry()
    },
    skip: (direction) => void batcher.current?.press(direction),
    ...commonActions(controller, o.state.muted, o.videoRef),
    toggleSettings,
    toggleFullscreen,
    setAudio: (track) => controller?.setAudioTrack(track.id),
    setSubtitles: (track) => controller?.setTextTrack(track?.id ?? null),
    setRate: (rate) => controller?.setRate(rate),
    setLevel: (level) => controller?.setLevel(level),
  }
  return { actions, settingsOpen, fullscreen }
}
