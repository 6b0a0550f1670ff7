import { beforeEach, describe, expect, it } from 'vitest'
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
