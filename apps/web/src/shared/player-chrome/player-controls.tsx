import { forwardRef, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScheduleEntry } from '@efir/contract'
import { VOLUME_STEP, type PlayerState } from '@efir/player'
import {
  BackIcon,
  CastIcon,
  ForwardIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PipIcon,
  PlayIcon,
  SettingsIcon,
  VolumeIcon,
} from './player-icons'
import { SeekLine, Timeline } from './seek-line'
import { SettingsMenu, type SettingsActions } from './settings-menu'
import type { ScreenshotTimings } from './hover-preview'
import { formatClock } from './time-format'
import styles from './player-controls.module.css'
import own from './seek-line.module.css'

export interface ControlsActions extends SettingsActions {
  playPause: () => void
  skip: (direction: 1 | -1) => void
  setVolume: (volume: number) => void
  toggleMute: () => void
  toggleSettings: () => void
  toggleFullscreen: () => void
  pictureInPicture: () => void
  /** absent where casting is not offered (on-demand titles) */
  cast?: () => void
}

/** An on-demand title's timeline (spec 3 §2 "Watch page"): seconds, highlight marks, seeking. */
export interface VodTimeline {
  title: string
  position: number
  duration: number
  marks: readonly { from: number; to: number }[]
  /** the timings file's ms for a position (seconds) */
  thumbMs?: (seconds: number) => number
  onSeek: (seconds: number) => void
}

/** A channel's place in its programmes, as the channel player's navigation hook gives it. */
export interface ProgrammeNavigation {
  now: number
  position: number
  /** the programme on the seek line */
  current: ScheduleEntry | undefined
  archive: boolean
  goLive: () => void
  scrub: (entry: ScheduleEntry, offset: number) => void
}

interface CommonProps {
  state: PlayerState
  timings: ScreenshotTimings | null
  view: { fullscreen: boolean; mobile: boolean }
  settingsOpen: boolean
  pipSupported: boolean
  actions: ControlsActions
}

/** A channel's controls (programme seek line, live) or an on-demand title's (its own seek line, no live). */
type ControlsProps = CommonProps &
  ({ nav: ProgrammeNavigation; vod?: undefined } | { vod: VodTimeline; nav?: undefined })

interface ControlButtonProps {
  label: string
  icon: ReactNode
  onClick: () => void
  pressed?: boolean
  expanded?: boolean
  controls?: string
  /** the id of a text that says more (the live pause refusal) */
  describedBy?: string
}

const ControlButton = forwardRef<HTMLButtonElement, ControlButtonProps>(function ControlButton(props, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.control}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      aria-describedby={props.describedBy}
      onClick={props.onClick}
    >
      {props.icon}
    </button>
  )
})

/**
 * spec 2 §2 player screen: play/pause, skip ±10 s (archive, on-demand), live, volume, settings, PiP,
 * cast, fullscreen. On-demand: the title's seek line and times instead of live.
 */
export function PlayerControls({
  state,
  nav,
  vod,
  timings,
  view,
  settingsOpen,
  pipSupported,
  actions,
}: ControlsProps) {
  const { t } = useTranslation()
  const menuId = useId()
  const liveNoteId = useId()
  const settingsButton = useRef<HTMLButtonElement>(null)
  const playing = state.status === 'playing' || state.status === 'waiting'
  const canSkip = vod ? vod.duration > 0 : nav.archive
  // spec 2 §4: pause is refused on live; the button says so before it is pressed
  const pauseRefused = !vod && state.live && playing
  // Escape in the settings menu (or on its button) closes the menu only, focus back on its button
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !settingsOpen) return
    e.preventDefault()
    actions.toggleSettings()
    settingsButton.current?.focus()
  }
  return (
    <div className={styles.controls}>
      {vod && vod.duration > 0 && (
        <Timeline
          label={t('vod_seek')}
          duration={vod.duration}
          offset={Math.min(vod.position, vod.duration)}
          marks={vod.marks}
          timings={timings}
          thumbMs={vod.thumbMs ?? ((seconds) => seconds * 1000)}
          view={view}
          onSeek={vod.onSeek}
        />
      )}
      {nav?.current && (
        <SeekLine
          entry={nav.current}
          position={nav.position}
          now={nav.now}
          timings={timings}
          view={view}
          onScrub={nav.scrub}
        />
      )}
      <div className={styles.bar}>
        <ControlButton
          label={playing ? t('player_pause') : t('player_play')}
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          onClick={actions.playPause}
          describedBy={pauseRefused ? liveNoteId : undefined}
        />
        {pauseRefused && (
          <span id={liveNoteId} className="visually-hidden">
            {t('warning_archive_no_pause')}
          </span>
        )}
        {canSkip && (
          <>
            <ControlButton
              label={t('player_skip_back')}
              icon={<BackIcon />}
              onClick={() => actions.skip(-1)}
            />
            <ControlButton
              label={t('player_skip_forward')}
              icon={<ForwardIcon />}
              onClick={() => actions.skip(1)}
            />
          </>
        )}
        {vod ? (
          <span className={own.time}>
            {t('player_time_of', { time: formatClock(vod.position), duration: formatClock(vod.duration) })}
          </span>
        ) : !nav.archive ? (
          // issue 11: a viewer on live (also when the live stream failed) is not offered "back to live"
          <span className={styles.liveBadge}>{t('player_live')}</span>
        ) : (
          <button type="button" className={styles.liveButton} onClick={nav.goLive}>
            {t('player_back_to_live')}
          </button>
        )}
        <ControlButton
          label={state.muted ? t('player_unmute') : t('player_mute')}
          icon={state.muted ? <MutedIcon /> : <VolumeIcon />}
          pressed={state.muted}
          onClick={actions.toggleMute}
        />
        <input
          type="range"
          className={styles.volume}
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={state.muted ? 0 : state.volume}
          aria-label={t('player_volume')}
          aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
          onChange={(e) => actions.setVolume(Number(e.target.value))}
        />
        {vod && <span className={own.title}>{vod.title}</span>}
        <span className={styles.spacer} />
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- NOTE: Escape of the menu and its button */}
        <div className={styles.menuAnchor} onKeyDown={onMenuKey}>
          <ControlButton
            ref={settingsButton}
            label={t('player_settings')}
            icon={<SettingsIcon />}
            expanded={settingsOpen}
            controls={settingsOpen ? menuId : undefined}
            onClick={actions.toggleSettings}
          />
          {settingsOpen && <SettingsMenu id={menuId} state={state} actions={actions} />}
        </div>
        {pipSupported && (
          <ControlButton label={t('player_pip')} icon={<PipIcon />} onClick={actions.pictureInPicture} />
        )}
        {actions.cast && (
          <ControlButton label={t('player_cast')} icon={<CastIcon />} onClick={actions.cast} />
        )}
        <ControlButton
          label={view.fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
          icon={<FullscreenIcon />}
          onClick={actions.toggleFullscreen}
        />
      </div>
    </div>
  )
}
