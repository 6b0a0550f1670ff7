import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DEMO_ROUTES } from './demo-routes.fixture'
import { MODAL_PAGE_ROUTES, PAGE_ROUTES } from './route-table'

const filled = DEMO_ROUTES.map((path) => path.replace(/\{\w+\}/g, 'demo-1'))

describe('the demo paths the language journey reads (issue 31)', () => {
  // the placeholder not-found pages are one screen: the catch-all stands for them
  it('name every page, modal page and menu page of the route table (not the test pages: not in production)', () => {
    const missing = [...PAGE_ROUTES, ...MODAL_PAGE_ROUTES]
      .filter((r) => r.screen !== 'test' && (r.kind !== 'not-found' || r.path === '*'))
      .filter((r) => !filled.some((path) => matchPath({ path: r.path, end: true }, path)))
      .map((r) => r.path)
    expect(missing).toEqual([])
  })
})
