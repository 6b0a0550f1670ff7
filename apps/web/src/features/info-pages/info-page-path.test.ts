import { describe, expect, it } from 'vitest'
import { infoPagePath } from './info-page-path'

describe('infoPagePath (spec 3 §2 routes)', () => {
  it.each([
    ['instructions', 'lg_tv', '/instructions?device=lg_tv'],
    ['manual', 'mag', '/manual/mag'],
    ['rules', 'eternal_discount', '/eternal_discount'],
    ['faq', 'payment', '/faq'],
    ['app_store', 'app_store', '/app_store'],
  ] as const)('%s %s → %s', (kind, slug, path) => {
    expect(infoPagePath(kind, slug)).toBe(path)
  })
})
