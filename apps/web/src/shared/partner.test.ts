import { describe, expect, it } from 'vitest'
import { readPartner } from './partner'

describe('readPartner (spec 1 §2 partner cookie)', () => {
  it('reads the partner cookie among others', () => {
    expect(readPartner('a=1; partner=superapp; b=2')).toBe('superapp')
    expect(readPartner('partner=bank%20x')).toBe('bank x')
  })
  it('is undefined without one or when empty', () => {
    expect(readPartner('a=1')).toBeUndefined()
    expect(readPartner('partner=')).toBeUndefined()
    expect(readPartner('')).toBeUndefined()
  })
})
