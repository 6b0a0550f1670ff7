import { describe, expect, it } from 'vitest'
import { normaliseInfoText } from './info-text'

describe('normaliseInfoText (spec 3 §2 Agreement)', () => {
  it.each([
    ['a\n\n\nb', 'a\n\nb'],
    ['a\n\n\n\n\nb', 'a\n\nb'],
    ['a\n\nb', 'a\n\nb'],
    ['a\r\n\r\n\r\nb', 'a\n\nb'],
    ['  a  \n', 'a'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseInfoText(input)).toBe(expected)
  })
})
