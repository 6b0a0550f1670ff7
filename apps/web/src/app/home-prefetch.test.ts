import { describe, expect, it } from 'vitest'
import { ROWS_PER_LOAD } from '../features/catalogue/row-rules'
import { START_PAGE_ROWSET as HOME_ROWSET } from '../features/catalogue/home-page'
import { START_PAGE_ROWSET, START_ROWS_REQUEST, asksRowsEarly, rowsFitViewer } from './home-prefetch'

const first = { path: '/', search: '', stored: {}, cookie: '' }

describe('asksRowsEarly: a first visit to the start page asks its rows beside the start-up (issue 32)', () => {
  it.each([
    ['a first visit to /', first, true],
    ['/startpage', { ...first, path: '/startpage' }, true],
    ['another page', { ...first, path: '/channels' }, false],
    ['a filtered start page', { ...first, search: '?text=x' }, false],
    ['a library', { ...first, search: '?library_id=3' }, false],
    ['a stored token', { ...first, stored: { token: 't' } }, false],
    [
      'a guest of this browser',
      { ...first, stored: { guest: { identifier: 'i', username: 'u', password: 'p' } } },
      false,
    ],
    ['a token in the address', { ...first, queryToken: 't' }, false],
    ['a token cookie', { ...first, cookie: 'a=1; access_token=t' }, false],
  ])('%s', (_name, signs, expected) => {
    expect(asksRowsEarly(signs)).toBe(expected)
  })

  it('not for a prerender (it asks 100 rows)', () => {
    expect(asksRowsEarly(first, true)).toBe(false)
  })

  it('asks what the start page asks', () => {
    expect(START_PAGE_ROWSET).toBe(HOME_ROWSET)
    expect(START_ROWS_REQUEST.query.limit).toBe(ROWS_PER_LOAD)
  })
})

describe('rowsFitViewer: the early rows are the viewer own once start-up ends in a new guest or no one', () => {
  const guest = { is_guest: true } as never
  const user = { is_guest: false } as never
  it.each([
    [{ phase: 'starting', tokenError: false }, false],
    [{ phase: 'ready', tokenError: false }, true],
    [{ phase: 'ready', tokenError: false, user: guest }, true],
    [{ phase: 'ready', tokenError: false, user }, false],
    [{ phase: 'geo-locked', tokenError: false }, false],
  ] as const)('%o → %s', (state, expected) => {
    expect(rowsFitViewer(state)).toBe(expected)
  })
})
