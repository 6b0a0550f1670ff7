import { describe, expect, it } from 'vitest'
import {
  INITIAL_MODAL_STATE,
  MODAL_REMOVE_MS,
  MODAL_SWITCH_MS,
  MODAL_TRANSITION_MS,
  isModalMounted,
  modalTransition,
  type ModalEvent,
  type ModalMachineState,
  type ModalStep,
} from './modal-lifecycle'

/** Runs events; `tick` fires the pending timer and records its delay. */
function run(events: (ModalEvent | 'tick')[], start: ModalMachineState = INITIAL_MODAL_STATE) {
  let state = start
  const delays: number[] = []
  const closed: string[] = []
  let pending: { ms: number; seq: number } | undefined
  for (const event of events) {
    let step: ModalStep
    if (event === 'tick') {
      if (!pending) throw new Error('no pending timer')
      delays.push(pending.ms)
      step = modalTransition(state, { type: 'timer', seq: pending.seq })
      pending = undefined
    } else {
      step = modalTransition(state, event)
    }
    state = step.state
    for (const effect of step.effects) {
      if (effect.type === 'schedule') pending = { ms: effect.ms, seq: effect.seq }
      else closed.push(effect.id)
    }
  }
  return { state, delays, closed, pending }
}

describe('modal lifecycle (spec 3 §4)', () => {
  it('shows a modal with a 300 ms transition when none is open', () => {
    const { state, delays } = run([{ type: 'request', id: 'auth' }, 'tick'])
    expect(state).toMatchObject({ phase: 'open', current: 'auth' })
    expect(delays).toEqual([MODAL_TRANSITION_MS])
  })

  it('hide runs onClose, then removes the modal after 300 ms', () => {
    const shown = run([{ type: 'request', id: 'auth' }, 'tick']).state
    const hidden = run([{ type: 'close' }], shown)
    expect(hidden.state.phase).toBe('leaving')
    expect(isModalMounted(hidden.state)).toBe(true)
    expect(hidden.closed).toEqual(['auth'])
    const removed = run([{ type: 'close' }, 'tick'], shown)
    expect(removed.state).toMatchObject({ phase: 'idle', current: null })
    expect(removed.delays).toEqual([MODAL_REMOVE_MS])
  })

  it('waits 600 ms in all before showing a modal asked for while another is open', () => {
    const shown = run([{ type: 'request', id: 'auth' }, 'tick']).state
    const { state, delays, closed } = run([{ type: 'request', id: 'promocode' }, 'tick', 'tick'], shown)
    expect(closed).toEqual(['auth'])
    expect(state).toMatchObject({ phase: 'entering', current: 'promocode' })
    expect(delays.reduce((a, b) => a + b, 0)).toBe(MODAL_SWITCH_MS)
  })

  it('ignores a request for the modal already shown', () => {
    const shown = run([{ type: 'request', id: 'auth' }, 'tick']).state
    const step = modalTransition(shown, { type: 'request', id: 'auth' })
    expect(step.effects).toEqual([])
    expect(step.state).toBe(shown)
  })

  it('ignores a stale timer', () => {
    const entering = modalTransition(INITIAL_MODAL_STATE, { type: 'request', id: 'auth' }).state
    const closing = modalTransition(entering, { type: 'close' }).state
    const stale = modalTransition(closing, { type: 'timer', seq: entering.seq })
    expect(stale.state).toBe(closing)
  })

  it('a close during the switch wait cancels the next modal', () => {
    const shown = run([{ type: 'request', id: 'auth' }, 'tick']).state
    const { state } = run([{ type: 'request', id: 'promocode' }, 'tick', { type: 'close' }], shown)
    expect(state).toMatchObject({ phase: 'idle', current: null, next: null })
  })

  it('the newest request wins while one is leaving', () => {
    const shown = run([{ type: 'request', id: 'auth' }, 'tick']).state
    const { state } = run(
      [{ type: 'request', id: 'promocode' }, { type: 'request', id: 'pincode' }, 'tick', 'tick'],
      shown,
    )
    expect(state.current).toBe('pincode')
  })

  it('closing when idle does nothing', () => {
    expect(modalTransition(INITIAL_MODAL_STATE, { type: 'close' }).effects).toEqual([])
  })
})
