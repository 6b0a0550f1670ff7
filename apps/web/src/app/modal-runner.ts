import {
  INITIAL_MODAL_STATE,
  modalTransition,
  type ModalEvent,
  type ModalMachineState,
} from './modal-lifecycle'

/** Runs the modal lifecycle machine: keeps its state, schedules its timers, reports hides. */
export interface ModalRunner {
  send: (event: ModalEvent) => void
  dispose: () => void
}

export function createModalRunner(
  onState: (state: ModalMachineState) => void,
  onHide: (id: string) => void,
): ModalRunner {
  let state = INITIAL_MODAL_STATE
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const send = (event: ModalEvent): void => {
    const step = modalTransition(state, event)
    state = step.state
    onState(state)
    for (const effect of step.effects) {
      if (effect.type === 'on-close') {
        onHide(effect.id)
        continue
      }
      const timer = setTimeout(() => {
        timers.delete(timer)
        send({ type: 'timer', seq: effect.seq })
      }, effect.ms)
      timers.add(timer)
    }
  }
  return {
    send,
    dispose: () => {
      timers.forEach(clearTimeout)
      timers.clear()
    },
  }
}
