import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ScheduleEntry } from '@efir/contract'
import type { PlayerController, PlayerState } from '@efir/player'
import type { ChannelPlayerProps } from '../../shared/player-props'
import { entryAt, offsetInStream, programmeTick, wallPosition } from '../../shared/live/programme-clock'
import { scrubTarget } from '../../shared/player-chrome/scrub'
import { skipTarget } from '../../shared/player-chrome/skip'
import type { LoadedStream } from './use-channel-stream'

const nowS = () => Math.floor(Date.now() / 1000)

/** A clock of unix seconds that ticks every second (spec 2 §4 "ticks every second"). */
function useSecondClock(): number {
  const [now, setNow] = useState(nowS)
  useEffect(() => {
    const timer = setInterval(() => setNow(nowS()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

interface Options {
  props: Pick<ChannelPlayerProps, 'channel' | 'ts' | 'schedule' | 'onProgramme'>
  state: PlayerState
  controller: PlayerController | null
  loaded: LoadedStream | null
  /** shows a refusal (spec key already translated by the caller) */
  onRefused: (key: 'error_schedule_copyright_banned') => void
  /** pre-rolls run: the programme tick pauses (spec 2 §4) */
  paused: boolean
}

/**
 * Where the picture is on the channel's timeline and how the viewer moves on it: skip ±10 s across
 * programmes, scrub, back to live, and the once-a-second move to the next programme in archive.
 */
export function usePlayerNavigation({ props, state, controller, loaded, onRefused, paused }: Options) {
  const { channel, schedule, onProgramme } = props
  const now = useSecondClock()
  const streamStart = loaded?.answer.stream_info.start ?? null
  const position = wallPosition(state, streamStart, now)
  const archive = !state.live && state.source !== null
  const current = entryAt(schedule, position)
  const watchedTs = loaded?.ts ?? props.ts
  // The programme an in-stream move went to (the tick at a programme's end, a skip or a scrub): the
  // loaded stream plays on into it and keeps its own ts, so without this the programme watched stayed
  // the stream's first, and the tick "moved" again every second (a URL replace each time, which took
  // the viewer back to the channel from wherever a link had just taken them: /packets from an ad). It is
  // kept per playback, not per answer: a renewed answer (fresh media tokens every 7.5 min) is the same
  // playback, and forgetting the move there sent the tick back to the stream's second programme (a ?ts=
  // the stream hook seeks to: the picture rewound, issue 31)
  const moved = useRef<{ playback: symbol | undefined; entry: ScheduleEntry } | null>(null)
  const watching = useMemo(
    () => (watchedTs === undefined ? undefined : entryAt(schedule, watchedTs)),
    [schedule, watchedTs],
  )
  const latest = useRef({ state, controller, streamStart, current, position, archive, now, loaded })
  useEffect(() => {
    latest.current = { state, controller, streamStart, current, position, archive, now, loaded }
  })

  /** Plays wall time `ts` of `entry`: a seek inside the loaded stream when it covers it, else a new stream. */
  const goTo = useCallback(
    (ts: number, entry: ScheduleEntry) => {
      const l = latest.current
      const offset = l.controller ? offsetInStream(ts, l.state, l.streamStart) : null
      if (offset !== null) {
        l.controller?.seek(offset)
        moved.current = { playback: l.loaded?.playback, entry }
      }
      if (offset === null || entry.id !== l.current?.id) onProgramme(entry, ts)
    },
    [onProgramme],
  )

  const goLive = useCallback(() => {
    const airing = entryAt(schedule, nowS()) ?? latest.current.current
    if (airing) onProgramme(airing, undefined)
  }, [schedule, onProgramme])

  /** spec 2 §4 skip: archive only, across programmes, never into the future. */
  const skipBy = useCallback(
    (seconds: number) => {
      const l = latest.current
      const target = skipTarget({
        schedule,
        current: l.current,
        position: l.position,
        seconds,
        now: nowS(),
        archive: l.archive,
      })
      if (target.kind === 'seek') goTo(target.ts, target.entry)
      else if (target.kind === 'live') goLive()
    },
    [schedule, goTo, goLive],
  )

  /** spec 2 §4 scrub on a channel: `offset` seconds into the programme on the seek line. */
  const scrub = useCallback(
    (entry: ScheduleEntry, offset: number) => {
      const target = scrubTarget({ entry, offset, now: nowS(), archivedDays: channel.archived_days })
      if (target.kind === 'archive') goTo(target.ts, entry)
      else if (target.kind === 'denied') onRefused(target.alert)
      else if (!latest.current.state.live) goLive()
    },
    [channel.archived_days, goTo, goLive, onRefused],
  )

  // spec 2 §4: at a programme's end (archive) playback moves to the next one; paused during pre-rolls
  useEffect(() => {
    if (paused || state.status !== 'playing') return
    const last = moved.current
    const watched = last && last.playback === loaded?.playback ? last.entry : watching
    const tick = programmeTick(schedule, watched, position, state.live)
    if (tick.kind !== 'move') return
    moved.current = { playback: loaded?.playback, entry: tick.entry }
    onProgramme(tick.entry, tick.ts)
    // position changes every second with `now`: this is the once-a-second tick
  }, [now, paused, schedule, watching, position, state.live, state.status, onProgramme, loaded?.playback])

  return {
    now,
    position,
    current: archive ? current : (entryAt(schedule, now) ?? current),
    archive,
    goLive,
    skipBy,
    scrub,
  }
}
