import { describe, expect, it } from 'vitest'
import { ageLabel } from './age-label'

describe('ageLabel (spec 3 §5)', () => {
  it.each([
    [{ age: 18, motion_rating: { text: '6+' } }, '6+'],
    [{ age: 16, motion_rating: null }, '16+'],
    [{ age: 12, motion_rating: { text: '' } }, '12+'],
    [{ age: 0, motion_rating: null }, undefined],
    [{ age: 0, motion_rating: { text: '0+' } }, '0+'],
    [{ age: null }, undefined],
  ])('%j → %s', (item, label) => {
    expect(ageLabel(item)).toBe(label)
  })
})
