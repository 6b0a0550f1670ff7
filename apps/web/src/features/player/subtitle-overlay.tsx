import { useEffect, useState, type RefObject } from 'react'
import {
  NATIVE_SUBTITLES_OFF_MS,
  SUBTITLE_CHECK_MS,
  activeSubtitleLines,
  hideNativeTracks,
} from './subtitle-cues'
import styles from './subtitle-overlay.module.css'

/** iOS's own video fullscreen (webkitbeginfullscreen / webkitendfullscreen of the element). */
function useIosNativeFullscreen(videoRef: RefObject<HTMLVideoElement | null>): boolean {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const begin = () => setOn(true)
    const end = () => setOn(false)
    video.addEventListener('webkitbeginfullscreen', begin)
    video.addEventListener('webkitendfullscreen', end)
    return () => {
      video.removeEventListener('webkitbeginfullscreen', begin)
      video.removeEventListener('webkitendfullscreen', end)
    }
  }, [videoRef])
  return on
}

/**
 * Spec 2 §4: the product's own subtitles over the picture, above the control bar (`raised` while the
 * controls show). In iOS fullscreen the browser draws them (`onNative(true)`) and this draws nothing.
 */
export function SubtitleOverlay({
  videoRef,
  raised,
  onNative,
}: {
  videoRef: RefObject<HTMLVideoElement | null>
  raised: boolean
  onNative: (native: boolean) => void
}) {
  const [lines, setLines] = useState<string[]>([])
  const native = useIosNativeFullscreen(videoRef)
  useEffect(() => onNative(native), [onNative, native])
  useEffect(() => {
    if (native) return // the browser draws them; this renders nothing meanwhile
    const read = () => {
      const tracks = videoRef.current?.textTracks
      const next = tracks ? activeSubtitleLines(tracks) : []
      setLines((prev) => (prev.join('\n') === next.join('\n') ? prev : next))
    }
    const hide = () => {
      const tracks = videoRef.current?.textTracks
      if (tracks) hideNativeTracks(tracks)
    }
    hide()
    const check = window.setInterval(read, SUBTITLE_CHECK_MS)
    const off = window.setInterval(hide, NATIVE_SUBTITLES_OFF_MS)
    return () => {
      window.clearInterval(check)
      window.clearInterval(off)
    }
  }, [videoRef, native])
  if (native || lines.length === 0) return null
  return (
    <div className={[styles.subtitles, raised ? styles.raised : ''].join(' ')} data-testid="player-subtitles">
      {lines.map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
        </span>
      ))}
    </div>
  )
}
