import { describe, expect, it } from 'vitest'
import { profileSwitch } from './profile-switch'

describe('choosing a profile (spec 3 §4 Profiles)', () => {
  it('the current profile stays', () => {
    expect(profileSwitch({ id: 3 }, 3)).toEqual({ kind: 'stay' })
  })
  it('another profile switches (parental check comes with the parental issue)', () => {
    expect(profileSwitch({ id: 4 }, 3)).toEqual({ kind: 'switch', id: 4 })
  })
  it('switches while the current profile is still unknown', () => {
    expect(profileSwitch({ id: 4 }, undefined)).toEqual({ kind: 'switch', id: 4 })
  })
})
