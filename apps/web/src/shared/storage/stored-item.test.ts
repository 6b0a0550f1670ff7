import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isNumber, isRecord, isString, storedItem } from './stored-item'

const isA = (v: unknown): v is { a: number } => isRecord(v) && isNumber(v.a)

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('storedItem', () => {
  it('writes JSON a reload reads back, and removes the key for undefined', () => {
    const item = storedItem('k', isA)
    expect(item.write({ a: 1 })).toBe(true)
    expect(window.localStorage.getItem('k')).toBe('{"a":1}')
    expect(item.read()).toEqual({ a: 1 })
    item.write(undefined)
    expect(window.localStorage.getItem('k')).toBeNull()
    expect(item.read()).toBeUndefined()
  })

  it('a number is stored as its String(), as the keys held it before', () => {
    const item = storedItem('at', isNumber)
    item.write(1700000000000)
    expect(window.localStorage.getItem('at')).toBe('1700000000000')
    window.localStorage.setItem('at', '1700000000001')
    expect(item.read()).toBe(1700000000001)
  })

  it('a bad stored value reads as absent and never throws', () => {
    const item = storedItem('k', isA)
    window.localStorage.setItem('k', '{"a":"x"}')
    expect(item.read()).toBeUndefined()
    window.localStorage.setItem('k', '{not json')
    expect(item.read()).toBeUndefined()
  })

  it('text keys hold the string as it is, in the chosen area', () => {
    const item = storedItem('t', isString, { area: 'session', format: 'text' })
    item.write('/contents/1')
    expect(window.sessionStorage.getItem('t')).toBe('/contents/1')
    expect(window.localStorage.getItem('t')).toBeNull()
    expect(item.read()).toBe('/contents/1')
  })
})

describe('storage the browser refuses (a third-party frame)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps the keys for this page instead of losing them at once', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    const item = storedItem('efir.test.blocked', isA)
    expect(item.read()).toBeUndefined()
    expect(item.write({ a: 2 })).toBe(true)
    expect(storedItem('efir.test.blocked', isA).read()).toEqual({ a: 2 })
    item.write(undefined)
    expect(item.read()).toBeUndefined()
  })
})
