import { describe, expect, it } from 'vitest'
import { resolveRoute } from './route-resolve'
import { SPEC_ROUTES } from './spec-routes.fixture'

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s resolves to the %s %s', (path, kind, screen) => {
    expect(resolveRoute(path)).toMatchObject({ kind, screen })
  })

  it.each(['/watch', '/trailers', '/persons', '/row', '/rowset', '/provider'])(
    'the placeholder %s is a not-found page (spec 3 §2)',
    (path) => {
      expect(resolveRoute(path).kind).toBe('not-found')
    },
  )

  it('/guide is the programme guide (issue 11), no longer a placeholder', () => {
    expect(resolveRoute('/guide')).toMatchObject({ kind: 'page', screen: 'guide' })
  })

  it.each(['/a/b/c', '/contents/1/2/3', '/no/such/deep/path'])('unknown %s is not found', (path) => {
    expect(resolveRoute(path).kind).toBe('not-found')
  })

  it('a single unknown segment is looked up among the server menu pages', () => {
    expect(resolveRoute('/kino').kind).toBe('menu-page')
    expect(resolveRoute('/kino/comedy').kind).toBe('menu-page')
  })
})
