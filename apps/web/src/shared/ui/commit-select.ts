import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'

/**
 * A native `<select>` whose choice takes effect on commit only (issue 31: the interface language switched
 * on an arrow key). A closed select changes its value on an arrow, Home/End or a typed letter (a change
 * between that key's keydown and keyup): that is browsing, shown but not applied. A click or tap on an
 * option, a pick in the opened list, Enter, or leaving the select commits what it shows.
 */
export type SelectInput =
  { type: 'keydown'; key: string } | { type: 'keyup' } | { type: 'change'; value: string } | { type: 'blur' }

export interface SelectBrowse {
  /** A key is down whose changes are browsing (not Enter). */
  keyDown: boolean
  /** The value shown while browsing, not committed yet; null when it is the committed one. */
  pending: string | null
}

export const IDLE_BROWSE: SelectBrowse = { keyDown: false, pending: null }

/** One input: the next browse state, and the value to commit (null: nothing to commit). */
export function selectStep(
  state: SelectBrowse,
  input: SelectInput,
  committed: string,
): { state: SelectBrowse; commit: string | null } {
  const commitPending = () => ({
    state: IDLE_BROWSE,
    commit: state.pending !== null && state.pending !== committed ? state.pending : null,
  })
  switch (input.type) {
    case 'keydown':
      if (input.key === 'Enter') return commitPending()
      return { state: { ...state, keyDown: input.key !== 'Tab' }, commit: null }
    case 'keyup':
      return { state: { ...state, keyDown: false }, commit: null }
    case 'change':
      if (state.keyDown) return { state: { ...state, pending: input.value }, commit: null }
      return { state: IDLE_BROWSE, commit: input.value === committed ? null : input.value }
    case 'blur':
      return commitPending()
  }
}

/** The props of a commit-only `<select>` showing `value`; `onCommit` runs with a committed choice. */
export function useCommitSelect(value: string, onCommit: (value: string) => void) {
  const browse = useRef<SelectBrowse>(IDLE_BROWSE)
  // what the select shows instead of `value` (a browsed or just committed choice), while `value` is still
  // the one it was chosen against (a committed language shows at once; its texts follow when loaded)
  const [shown, setShown] = useState<{ over: string; value: string } | null>(null)
  const send = (input: SelectInput) => {
    const step = selectStep(browse.current, input, value)
    browse.current = step.state
    const next = step.commit ?? step.state.pending
    setShown(next === null ? null : { over: value, value: next })
    if (step.commit !== null) onCommit(step.commit)
  }
  return {
    value: shown?.over === value ? shown.value : value,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => send({ type: 'keydown', key: event.key }),
    onKeyUp: () => send({ type: 'keyup' }),
    onChange: (event: SyntheticEvent<HTMLSelectElement>) =>
      send({ type: 'change', value: event.currentTarget.value }),
    onBlur: () => send({ type: 'blur' }),
  }
}
