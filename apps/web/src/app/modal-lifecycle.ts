/**
 * The modal lifecycle of spec 3 §4 as a pure state machine: "set, wait 600 ms if another modal is
 * open, show, hide (onClose runs), remove after 300 ms; transition 300 ms" (timings: spec 3 §9).
 *
 * The machine returns effects instead of running them; the modal host schedules the timers and
 * calls onClose. Every timer carries the sequence number it was scheduled with, so a stale timer
 * (the modal changed meanwhile) is ignored.
 */

/** spec 3 §9: modal switch 600 ms, removal 300 ms, transition 300 ms. */
export const MODAL_SWITCH_MS = 600
export const MODAL_REMOVE_MS = 300
export const MODAL_TRANSITION_MS = 300

export type ModalPhase =
  /** nothing mounted */
  | 'idle'
  /** mounted and animating in */
  | 'entering'
  /** mounted and shown */
  | 'open'
  /** hidden (onClose ran), still mounted for the 300 ms removal */
  | 'leaving'
  /** previous modal removed; waiting out the rest of the 600 ms switch before showing `next` */
  | 'waiting'

export interface ModalMachineState {
  phase: ModalPhase
  /** The modal mounted now (null when idle or waiting). */
  current: string | null
  /** The modal asked for while another was open. */
  next: string | null
  /** Sequence of the pending timer. */
  seq: number
}

export type ModalEvent = { type: 'request'; id: string } | { type: 'close' } | { type: 'timer'; seq: number }

export type ModalEffect = { type: 'schedule'; ms: number; seq: number } | { type: 'on-close'; id: string }

export interface ModalStep {
  state: ModalMachineState
  effects: ModalEffect[]
}

export const INITIAL_MODAL_STATE: ModalMachineState = { phase: 'idle', current: null, next: null, seq: 0 }

function schedule(
  state: Omit<ModalMachineState, 'seq'>,
  prevSeq: number,
  ms: number,
  extra: ModalEffect[] = [],
): ModalStep {
  const seq = prevSeq + 1
  return { state: { ...state, seq }, effects: [...extra, { type: 'schedule', ms, seq }] }
}

const stay = (state: ModalMachineState): ModalStep => ({ state, effects: [] })

/** One transition of the modal lifecycle. */
export function modalTransition(state: ModalMachineState, event: ModalEvent): ModalStep {
  const { phase, current, next, seq } = state
  switch (event.type) {
    case 'request': {
      const id = event.id
      if (phase === 'idle')
        return schedule({ phase: 'entering', current: id, next: null }, seq, MODAL_TRANSITION_MS)
      if (phase === 'entering' || phase === 'open') {
        if (current === id) return stay(state)
        // Another modal is open: hide it (onClose runs), remove it after 300 ms, show the new one at 600 ms.
        return schedule({ phase: 'leaving', current, next: id }, seq, MODAL_REMOVE_MS, [
          { type: 'on-close', id: current as string },
        ])
      }
      // leaving or waiting: the newest request wins; the running timer carries on.
      return stay({ ...state, next: id })
    }
    case 'close': {
      if (phase === 'entering' || phase === 'open') {
        return schedule({ phase: 'leaving', current, next: null }, seq, MODAL_REMOVE_MS, [
          { type: 'on-close', id: current as string },
        ])
      }
      if (phase === 'leaving') return stay({ ...state, next: null })
      if (phase === 'waiting') return { state: { ...INITIAL_MODAL_STATE, seq: seq + 1 }, effects: [] }
      return stay(state)
    }
    case 'timer': {
      if (event.seq !== seq) return stay(state)
      if (phase === 'entering') return stay({ ...state, phase: 'open' })
      if (phase === 'leaving') {
        if (next === null) return stay({ ...INITIAL_MODAL_STATE, seq })
        return schedule({ phase: 'waiting', current: null, next }, seq, MODAL_SWITCH_MS - MODAL_REMOVE_MS)
      }
      if (phase === 'waiting' && next !== null) {
        return schedule({ phase: 'entering', current: next, next: null }, seq, MODAL_TRANSITION_MS)
      }
      return stay(state)
    }
  }
}

/** True while the current modal is mounted (entering, open or being removed). */
export function isModalMounted(state: ModalMachineState): boolean {
  return (
    state.current !== null &&
    (state.phase === 'entering' || state.phase === 'open' || state.phase === 'leaving')
  )
}
