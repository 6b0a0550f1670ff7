/** A subscriber to state changes. */
export type StateSubscriber<S> = (state: S, previous: S) => void

/** One immutable state object; `set` makes a new object only when a value changes. */
export class StateStore<S extends object> {
  private state: S
  private readonly subscribers = new Set<StateSubscriber<S>>()
  private held = 0
  private beforeHold: S | null = null

  constructor(initial: S) {
    this.state = Object.freeze({ ...initial })
  }

  get(): S {
    return this.state
  }

  set(patch: Partial<S>): void {
    const prev = this.state
    let changed = false
    for (const key of Object.keys(patch) as (keyof S)[]) {
      if (!Object.is(prev[key], patch[key])) {
        changed = true
        break
      }
    }
    if (!changed) return
    this.state = Object.freeze({ ...prev, ...patch })
    if (this.held === 0) this.notify(prev)
  }

  /**
   * Holds the notifications back until `release()`: the changes in between reach the subscribers as
   * one (from the state before the hold). Holds nest.
   */
  hold(): void {
    if (this.held++ === 0) this.beforeHold = this.state
  }

  release(): void {
    if (this.held === 0 || --this.held > 0) return
    const prev = this.beforeHold
    this.beforeHold = null
    if (prev && prev !== this.state) this.notify(prev)
  }

  private notify(prev: S): void {
    for (const fn of [...this.subscribers]) fn(this.state, prev)
  }

  subscribe(fn: StateSubscriber<S>): () => void {
    this.subscribers.add(fn)
    return () => {
      this.subscribers.delete(fn)
    }
  }
}
