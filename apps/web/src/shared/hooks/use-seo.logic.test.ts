import { describe, expect, it } from 'vitest'
import { fillSeoMask, seoTextsFor, trimSeoDescription, type SeoMaskEntry } from './use-seo.logic'

describe('fillSeoMask (spec 3 §5 SEO placeholders)', () => {
  it('fills the spec placeholders and the operator aliases', () => {
    expect(
      fillSeoMask('{name} ({year}) — {type}, {genres} on {provider_name}', {
        name: 'Film',
        year: 2020,
        type: 'movie',
        genres: 'drama',
        provider_name: 'efir',
      }),
    ).toBe('Film (2020) — movie, drama on efir')
    expect(fillSeoMask('{content} — watch on {provider}', { name: 'Film', provider_name: 'efir' })).toBe(
      'Film — watch on efir',
    )
  })

  it('tidies what an empty placeholder leaves behind', () => {
    expect(fillSeoMask('{name} ({year}) — watch on {provider}', { name: 'Film' })).toBe('Film — watch on')
    expect(fillSeoMask('{name}, {genres}', { name: 'Film' })).toBe('Film')
    expect(fillSeoMask('{unknown}', {})).toBe('')
  })

  it('trims the description to 70 characters', () => {
    const long = 'word '.repeat(40)
    const filled = fillSeoMask('{description}', { description: long })
    expect(filled.length).toBeLessThanOrEqual(70)
    expect(filled.endsWith('…')).toBe(true)
    expect(trimSeoDescription('short text')).toBe('short text')
  })
})

describe('seoTextsFor', () => {
  const masks: SeoMaskEntry[] = [
    { page: 'home', text_type: 'title', text: '{provider} — online TV' },
    { page: 'home', text_type: 'description', text: 'Watch on {provider}.' },
    { page: 'home', text_type: 'h1', text: '{library_name}' },
    { page: 'content', text_type: 'title', text: '{content}' },
  ]
  it('takes the masks of the page only and drops the ones that fill to nothing', () => {
    expect(seoTextsFor(masks, 'home', { provider_name: 'efir' })).toEqual({
      title: 'efir — online TV',
      description: 'Watch on efir.',
    })
  })
})
