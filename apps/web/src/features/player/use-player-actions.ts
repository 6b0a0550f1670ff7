import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayPauseDecision, PlayerController, PlayerState } from '@efir/player'
import type { ControlsActions } from './player-controls'
import { PLAY_PAUSE_ANIMATION_MS } from './controls-visibility'
import { playerStorage } from './player-storage'
import { SkipBatcher } from './skip'

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
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [flash, setFlash] = useState<'play' | 'pause' | null>(null)
  const [fullscreen, setFullscreen] = useState(false)
  const latest = useRef(o)
  useEffect(() => {
    latest.current = o
  })

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
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
      else setFlash(d.kind)
    },
    [alert, t],
  )

  const toggleFullscreen = useCallback(() => {
    const root = latest.current.rootRef.current
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void root?.requestFullscreen?.().catch(() => undefined)
  }, [])

  const batcher = useRef<SkipBatcher | null>(null)
  useEffect(() => {
    const created = new SkipBatcher((seconds) => latest.current.skipBy(seconds))
    batcher.current = created
    return () => created.cancel()
  }, [])

  const actions: ControlsActions = {
    playPause: () => controller && onDecision(controller.togglePlay({ hasArchive: o.hasArchive })),
    skip: (direction) => void batcher.current?.press(direction),
    setVolume: (volume) => {
      controller?.setVolume(volume)
      playerStorage.setVolume(volume)
      if (volume > 0 && o.state.muted) {
        controller?.setMuted(false)
        playerStorage.setMuted(false)
      }
    },
    toggleMute: () => {
      controller?.setMuted(!o.state.muted)
      playerStorage.setMuted(!o.state.muted)
    },
    toggleSettings: () => setSettingsOpen((open) => !open),
    toggleFullscreen,
    pictureInPicture: () => {
      const video = o.videoRef.current
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined)
      else void video?.requestPictureInPicture?.().catch(() => undefined)
    },
    // spec 2 §4 "Casting": the Remote Playback API where there is one, else the spec's messages
    cast: () => {
      const video = o.videoRef.current
      // NOTE: typed as always there, missing in Firefox and old browsers
      const remote: RemotePlayback | undefined = video?.remote
      if (!o.state.url) return alert(t('cast_no_media'))
      if (!window.isSecureContext) return alert(t('cast_unavailable_security'))
      if (!remote) return alert(t('cast_not_supported'))
      remote
        .prompt()
        .catch((e: unknown) =>
          alert(
            t(
              (e as { name?: string }).name === 'NotSupportedError'
                ? 'cast_not_supported'
                : 'cast_connect_failed',
            ),
          ),
        )
    },
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
  return { actions, onDecision, settingsOpen, setSettingsOpen, flash, fullscreen, toggleFullscreen }
}
