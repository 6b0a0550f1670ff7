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
import { hoverTime, seekKeyOffset } from './scrub'
import { formatClock } from './time-format'
import styles from './player-controls.module.css'
import own from './seek-line.module.css'

interface TimelineProps {
  /** the slider's accessible name */
  label: string
  /** seconds the line spans */
  duration: number
  /** seconds into the line the picture shows */
  offset: number
  /** seconds reachable so far (a programme still airing); the whole line when absent */
  available?: number
  /** highlight marks, fractions 0..1 of the line */
  marks?: readonly { from: number; to: number }[]
  timings: ScreenshotTimings | null
  /** the timings file's ms for an offset of the line */
  thumbMs: (offset: number) => number
  view: { fullscreen: boolean; mobile: boolean }
  onSeek: (offset: number) => void
}

/**
 * A seek line over `duration` seconds (spec 2 §4): a slider named with the time, hover time and
 * thumbnail preview, keys ←/→ (↑/↓) 10 s, PageUp/PageDown a minute, Home the start, End the furthest
 * reachable point. The channel's programme line and
 * the on-demand title's line are both this one.
 */
export function Timeline({
  label,
  duration,
  offset,
  available,
  marks,
  timings,
  thumbMs,
  view,
  onSeek,
}: TimelineProps) {
  const { t } = useTranslation()
  const barRef = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<{ offset: number; x: number } | null>(null)
  const reachable = available ?? duration
  const offsetAt = (clientX: number) => {
    const box = barRef.current?.getBoundingClientRect()
    if (!box || box.width === 0) return { offset: 0, x: 0 }
    const x = Math.min(Math.max(clientX - box.left, 0), box.width)
    return { offset: (x / box.width) * duration, x }
  }
  const onMove = (e: PointerEvent) => {
    const at = offsetAt(e.clientX)
    setHover({ offset: hoverTime(at.offset, duration, reachable), x: at.x })
  }
  const onKey = (e: KeyboardEvent) => {
    const to = seekKeyOffset(e.key, offset, reachable)
    if (to === null) return
    e.preventDefault()
    onSeek(to)
  }
  const boxWidth = previewBoxWidth(view)
  const thumb = hover && timings ? pickThumbnail(timings, thumbMs(hover.offset)) : null
  const scale = boxWidth / THUMB_WIDTH
  const share = (seconds: number) => `${(Math.max(seconds, 0) / duration) * 100}%`
  return (
    <div className={styles.seekWrap}>
      <div
        ref={barRef}
        className={styles.seek}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(offset)}
        aria-valuetext={t('player_time_of', { time: formatClock(offset), duration: formatClock(duration) })}
        onPointerMove={onMove}
        onPointerLeave={() => setHover(null)}
        onPointerUp={(e) => onSeek(offsetAt(e.clientX).offset)}
        onKeyDown={onKey}
      >
        {available !== undefined && (
          <div className={styles.seekElapsed} style={{ width: share(available) }} />
        )}
        <div className={styles.seekPlayed} style={{ width: share(offset) }} />
        {marks?.map((m) => (
          <span
            key={m.from}
            className={own.mark}
            style={{ left: `${m.from * 100}%`, width: `${Math.max(0.5, (m.to - m.from) * 100)}%` }}
            aria-hidden="true"
          />
        ))}
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

interface SeekLineProps {
  entry: ScheduleEntry
  /** wall-clock second the picture shows */
  position: number
  now: number
  timings: ScreenshotTimings | null
  view: { fullscreen: boolean; mobile: boolean }
  onScrub: (entry: ScheduleEntry, offset: number) => void
}

/**
 * The channel's seek line over the current programme (spec 2 §4 "Scrub on a channel"): the aired part
 * is reachable, seek points count from the file's `start` (unix seconds), else the programme's start.
 */
export function SeekLine({ entry, position, now, timings, view, onScrub }: SeekLineProps) {
  const { t } = useTranslation()
  const duration = entry.duration
  return (
    <Timeline
      label={t('player_seek')}
      duration={duration}
      offset={Math.min(Math.max(position - entry.timestamp, 0), duration)}
      available={Math.min(now - entry.timestamp, duration)}
      timings={timings}
      thumbMs={(offset) => (entry.timestamp + offset - (timings?.start ?? entry.timestamp)) * 1000}
      view={view}
      onSeek={(offset) => onScrub(entry, offset)}
    />
  )
}
