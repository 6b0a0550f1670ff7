import { describe, expect, it, vi } from 'vitest'
import { createDebugLog, readShowDebug, SHOW_DEBUG_KEY, showDebugFromQuery } from './debug-log'

const memory = () => {
  const store = new Map<string, string>()
  return {
    store,
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  }
}

describe('show_debug (spec 3 §9)', () => {
  it.each([
    ['?show_debug', true],
    ['?show_debug=1', true],
    ['?show_debug=true', true],
    ['?show_debug=0', false],
    ['?show_debug=false', false],
    ['?other=1', null],
    ['', null],
  ] as const)('%s → %s', (search, on) => {
    expect(showDebugFromQuery(search)).toBe(on)
  })

  it('is kept for the tab once turned on, and turned off again by =0', () => {
    const storage = memory()
    expect(readShowDebug('', storage)).toBe(false)
    expect(readShowDebug('?show_debug', storage)).toBe(true)
    expect(storage.store.get(SHOW_DEBUG_KEY)).toBe('1')
    expect(readShowDebug('', storage)).toBe(true)
    expect(readShowDebug('?show_debug=0', storage)).toBe(false)
    expect(readShowDebug('', storage)).toBe(false)
  })

  it('blocked storage: the query alone decides', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(readShowDebug('?show_debug', blocked)).toBe(true)
    expect(readShowDebug('', blocked)).toBe(false)
  })

  it('logs to the console only when on', () => {
    const sink = vi.fn()
    createDebugLog(false, sink)('x')
    expect(sink).not.toHaveBeenCalled()
    createDebugLog(true, sink)('web-vitals', 'LCP', 1200)
    expect(sink).toHaveBeenCalledWith('[efir]', 'web-vitals', 'LCP', 1200)
  })
})
