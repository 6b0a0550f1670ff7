import { describe, expect, it, vi } from 'vitest'
import { StateStore } from './store'

describe('the state store', () => {
  it('tells each change at once, with the state before it', () => {
    const store = new StateStore({ a: 1, b: 1 })
    const seen = vi.fn()
    store.subscribe(seen)
    store.set({ a: 2 })
    store.set({ a: 2 }) // no change, nothing told
    expect(seen.mock.calls).toEqual([
      [
        { a: 2, b: 1 },
        { a: 1, b: 1 },
      ],
    ])
  })

  it('held, tells the changes as one when the outer hold is released', () => {
    const store = new StateStore({ a: 1, b: 1 })
    const seen = vi.fn()
    store.subscribe(seen)
    store.hold()
    store.set({ a: 2 })
    store.hold()
    store.set({ b: 2 })
    store.release()
    expect(seen).not.toHaveBeenCalled()
    expect(store.get()).toEqual({ a: 2, b: 2 }) // read at once all the same
    store.release()
    expect(seen.mock.calls).toEqual([
      [
        { a: 2, b: 2 },
        { a: 1, b: 1 },
      ],
    ])
    store.release() // an extra release changes nothing
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('a hold without a change tells nothing', () => {
    const store = new StateStore({ a: 1 })
    const seen = vi.fn()
    store.subscribe(seen)
    store.hold()
    store.release()
    expect(seen).not.toHaveBeenCalled()
  })
})
