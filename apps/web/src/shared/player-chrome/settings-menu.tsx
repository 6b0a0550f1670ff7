import { useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { offeredRates, type PlayerState, type PlayerTrack } from '@efir/player'
import { radioKeyIndex } from './player-keys'
import styles from './player-controls.module.css'

interface Choice {
  key: string
  label: string
  checked: boolean
  select: () => void
}

/**
 * One group of choices (audio, subtitles, speed, quality) as a named radio group: Tab stops once on the
 * checked choice, arrows move and choose within the group; a locked group (DRM forced subtitles) shows
 * its choice and changes nothing.
 */
function ChoiceGroup({
  title,
  choices,
  locked = false,
}: {
  title: string
  choices: Choice[]
  locked?: boolean
}) {
  const id = useId()
  const groupRef = useRef<HTMLDivElement>(null)
  if (choices.length === 0) return null
  const checked = choices.findIndex((c) => c.checked)
  const tabStop = checked < 0 ? 0 : checked
  const onKeyDown = (e: KeyboardEvent) => {
    const radios = Array.from(groupRef.current?.querySelectorAll<HTMLElement>('[role=radio]') ?? [])
    const index = radios.findIndex((radio) => radio === e.target)
    const next = radioKeyIndex(e.key, index, choices.length)
    if (next === null) return
    e.preventDefault()
    if (locked) return
    choices[next]?.select()
    radios[next]?.focus()
  }
  return (
    <div className={styles.menuGroup}>
      <div id={id} className={styles.menuTitle}>
        {title}
      </div>
      <div ref={groupRef} role="radiogroup" aria-labelledby={id}>
        {choices.map((c, i) => (
          <button
            key={c.key}
            type="button"
            role="radio"
            aria-checked={c.checked}
            aria-disabled={locked || undefined}
            tabIndex={i === tabStop ? 0 : -1}
            className={styles.menuItem}
            onClick={locked ? undefined : c.select}
            onKeyDown={onKeyDown}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  )
}

export interface SettingsActions {
  setAudio: (track: PlayerTrack) => void
  setSubtitles: (track: PlayerTrack | null) => void
  setRate: (rate: number) => void
  setLevel: (level: number | 'auto') => void
}

/**
 * spec 2 §2 / §4 settings menu: audio track, subtitles (or off), speed 0.25–2 (1× only on live), quality
 * (≤1080 p, top 4, as the core offers them) and auto.
 */
export function SettingsMenu({
  id,
  state,
  actions,
}: {
  id: string
  state: PlayerState
  actions: SettingsActions
}) {
  const { t } = useTranslation()
  const trackLabel = (track: PlayerTrack) =>
    track.name || track.lang || t('player_track', { n: track.id + 1 })
  return (
    <div id={id} className={styles.menu} role="group" aria-label={t('player_settings')}>
      <ChoiceGroup
        title={t('player_audio')}
        choices={state.audioTracks.map((track) => ({
          key: String(track.id),
          label: trackLabel(track),
          checked: state.audioTrack === track.id,
          select: () => actions.setAudio(track),
        }))}
      />
      <ChoiceGroup
        title={t('player_subtitles')}
        // spec 2 §4: subtitles forced by the DRM cannot be changed
        locked={state.textTrackLocked}
        choices={
          state.textTracks.length === 0
            ? []
            : [
                {
                  key: 'off',
                  label: t('player_subtitles_off'),
                  checked: state.textTrack === null,
                  select: () => actions.setSubtitles(null),
                },
                ...state.textTracks.map((track) => ({
                  key: String(track.id),
                  label: trackLabel(track),
                  checked: state.textTrack === track.id,
                  select: () => actions.setSubtitles(track),
                })),
              ]
        }
      />
      <ChoiceGroup
        title={t('player_speed')}
        choices={offeredRates(state.live).map((rate) => ({
          key: String(rate),
          label: rate === 1 ? t('player_speed_normal') : t('player_speed_value', { rate }),
          checked: state.rate === rate,
          select: () => actions.setRate(rate),
        }))}
      />
      <ChoiceGroup
        title={t('player_quality')}
        choices={
          state.levels.length === 0
            ? []
            : [
                {
                  key: 'auto',
                  label: t('player_quality_auto'),
                  checked: state.level === 'auto',
                  select: () => actions.setLevel('auto'),
                },
                ...state.levels.map((level) => ({
                  key: String(level.id),
                  label: level.name,
                  checked: state.level === level.id,
                  select: () => actions.setLevel(level.id),
                })),
              ]
        }
      />
    </div>
  )
}
