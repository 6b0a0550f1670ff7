import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScheduleEntry } from '@efir/contract'
import {
  pickThumbnail,
  previewBoxWidth,
  THUMB_HEIGHT,
  THUMB_WIDTH,
  type ScreenshotTimings,
} from './hover-preview'
import { hoverTime, SCRUB_STEP_S } from './scrub'
import { formatClock } from './time-format'
import styles from './channel-player.module.css'

interface SeekLineProps {
  entry: ScheduleEntry
  /** wall-clock second the picture shows */
  position: number
  now: number
  timings: ScreenshotTimings | null
  view: { fullscreen: boolean; mobile: boolean }
  onScrub: (entry: ScheduleEntry, offset: number) => void
}

/** Seek points count from the file's `start` (unix seconds), else from the programme's start. */
const thumbMs = (timings: ScreenshotTimings, entry: ScheduleEntry, offset: number) =>
  (entry.timestamp + offset - (timings.start ?? entry.timestamp)) * 1000

/**
 * The channel's seek line over the current programme (spec 2 §4 "Scrub on a channel"): a slider
 * named with the time, hover time and thumbnail preview, keys ←/→ move by 10 s.
 */
export function SeekLine({ entry, position, now, timings, view, onScrub }: SeekLineProps) {
  const { t } = useTranslation()
  const barRef = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<{ offset: number; x: number } | null>(null)
  const duration = entry.duration
  const offset = Math.min(Math.max(position - entry.timestamp, 0), duration)
  const elapsed = Math.min(now - entry.timestamp, duration)
  const offsetAt = (clientX: number) => {
    const box = barRef.current?.getBoundingClientRect()
    if (!box || box.width === 0) return { offset: 0, x: 0 }
    const x = Math.min(Math.max(clientX - box.left, 0), box.width)
    return { offset: (x / box.width) * duration, x }
  }
  const onMove = (e: PointerEvent) => {
    const at = offsetAt(e.clientX)
    setHover({ offset: hoverTime(at.offset, duration, elapsed), x: at.x })
  }
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? SCRUB_STEP_S : e.key === 'ArrowLeft' ? -SCRUB_STEP_S : 0
    if (!step && e.key !== 'Home') return
    e.preventDefault()
    onScrub(entry, e.key === 'Home' ? 0 : offset + step)
  }
  const boxWidth = previewBoxWidth(view)
  const thumb = hover && timings ? pickThumbnail(timings, thumbMs(timings, entry, hover.offset)) : null
  const scale = boxWidth / THUMB_WIDTH
  return (
    <div className={styles.seekWrap}>
      <div
        ref={barRef}
        className={styles.seek}
        role="slider"
        tabIndex={0}
        aria-label={t('player_seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(offset)}
        aria-valuetext={t('player_time_of', { time: formatClock(offset), duration: formatClock(duration) })}
        onPointerMove={onMove}
        onPointerLeave={() => setHover(null)}
        onPointerUp={(e) => onScrub(entry, offsetAt(e.clientX).offset)}
        onKeyDown={onKey}
      >
        <div
          className={styles.seekElapsed}
          style={{ width: `${(Math.max(elapsed, 0) / duration) * 100}%` }}
        />
        <div className={styles.seekPlayed} style={{ width: `${(offset / duration) * 100}%` }} />
      </div>
      {hover && (
        <div className={styles.hover} style={{ left: hover.x, width: boxWidth }} aria-hidden="true">
          {thumb && (
            <div className={styles.thumbBox} style={{ height: THUMB_HEIGHT * scale }}>
              <div
                className={styles.thumb}
                style={{
                  width: thumb.width,
                  height: thumb.height,
                  transform: `scale(${boxWidth / thumb.width})`,
                  backgroundImage: `url("${thumb.url}")`,
                  backgroundPosition: `-${thumb.x}px -${thumb.y}px`,
                }}
              />
            </div>
          )}
          <span>{formatClock(hover.offset)}</span>
        </div>
      )}
    </div>
  )
}
