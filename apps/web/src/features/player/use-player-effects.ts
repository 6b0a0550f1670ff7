import { useEffect, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { chooseAudioTrack, chooseTextTrack, type PlayerController, type PlayerState } from '@efir/player'
import { useNetworkInfo } from '../../shared/session/use-session'
import { playerStorage } from '../../shared/player-chrome/player-storage'
import { effectivePriorities, readTrackPriority } from '../../shared/player-chrome/track-priorities'
import type { LoadedStream } from './use-channel-stream'

/**
 * spec 2 §4 "Audio, subtitles": when a stream's tracks arrive, the saved per-channel audio language
 * (else the viewer's language priority from the settings, then the network's) and the saved subtitle choice are applied once per load.
 */
export function useSavedTracks(
  controller: PlayerController | null,
  state: PlayerState,
  loadedRef: RefObject<LoadedStream | null>,
) {
  const network = useNetworkInfo()
  const { i18n } = useTranslation()
  const { url, audioTracks, textTracks } = state
  const applied = useRef<string | null>(null)
  useEffect(() => {
    // the channel of the stream playing: a switch starts before the page shows its channel (zap speed)
    const channelId = loadedRef.current?.channelId
    if (
      !controller ||
      !url ||
      channelId === undefined ||
      applied.current === url ||
      (audioTracks.length === 0 && textTracks.length === 0)
    )
      return
    applied.current = url
    // the viewer's order from the settings (language/audiotracks) before the network's own
    const priorities = effectivePriorities(network?.languages.audio ?? [], readTrackPriority('audio'))
    const audio = chooseAudioTrack(audioTracks, playerStorage.audio(channelId), priorities)
    if (audio !== null && audio !== controller.getState().audioTrack) controller.setAudioTrack(audio)
    const source = controller.getState().source
    const text = chooseTextTrack(textTracks, {
      savedForChannel: playerStorage.subtitles(channelId),
      // the settings' subtitle language (language/texttracks), first in the viewer's order
      savedLanguage: readTrackPriority('text')[0],
      viewerLang: i18n.language,
      audioLang: audioTracks.find((t) => t.id === audio)?.lang,
      // spec 2 §4: the DRM descriptor's force_subtitles locks them on when the audio is another language
      forceSubtitles: source?.kind === 'drm' && !!source.descriptor.force_subtitles,
    })
    if (text.id !== controller.getState().textTrack || text.locked)
      controller.setTextTrack(text.id, text.locked)
  }, [controller, url, audioTracks, textTracks, loadedRef, network, i18n.language])
}

/** spec 2 §4: on mobile a hidden page pauses and a visible one resumes. */
export function useVisibilityPause(controller: PlayerController | null, mobile: boolean) {
  useEffect(() => {
    if (!controller || !mobile) return
    let pausedByUs = false
    const onChange = () => {
      if (document.hidden) {
        pausedByUs = controller.getState().status === 'playing'
        controller.pause()
      } else if (pausedByUs) {
        pausedByUs = false
        controller.play()
      }
    }
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [controller, mobile])
}
