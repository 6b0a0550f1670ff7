import { describe, expect, it } from 'vitest'
import { canAddProfile, deleteRefusal, editNeedsParentalCheck, profileSwitch } from './profile-switch'

describe('choosing a profile (spec 3 §4 Profiles)', () => {
  it('the current profile stays', () => {
    expect(profileSwitch({ id: 3, role: 'adult' }, 3)).toEqual({ kind: 'stay' })
  })
  it('a child profile switches directly', () => {
    expect(profileSwitch({ id: 4, role: 'child' }, 3)).toEqual({ kind: 'switch', id: 4 })
  })
  it('an adult profile asks the parental check first (action profile)', () => {
    expect(profileSwitch({ id: 4, role: 'adult' }, 3)).toEqual({ kind: 'parental-check', id: 4 })
  })
  it('checks while the current profile is still unknown', () => {
    expect(profileSwitch({ id: 4, role: 'adult' }, undefined)).toEqual({ kind: 'parental-check', id: 4 })
  })
  it('editing an adult profile needs the check, a child one not', () => {
    expect(editNeedsParentalCheck({ role: 'adult' })).toBe(true)
    expect(editNeedsParentalCheck({ role: 'child' })).toBe(false)
  })
})

describe('profile limits (spec 3 §5, §6)', () => {
  it('a new profile while fewer than 5', () => {
    expect(canAddProfile(4)).toBe(true)
    expect(canAddProfile(5)).toBe(false)
  })
  const all = [
    { id: 1, role: 'adult' as const },
    { id: 2, role: 'child' as const },
    { id: 3, role: 'adult' as const },
  ]
  it.each<[string, { id: number; role: 'adult' | 'child' }, typeof all, number, string | null]>([
    ['the active profile cannot be deleted', all[1]!, all, 2, 'profile_active_cannot_delete'],
    ['another child profile can', all[1]!, all, 1, null],
    ['an adult profile while another adult remains', all[2]!, all, 1, null],
    ['the last adult profile cannot', all[0]!, all.slice(0, 2), 2, 'profile_last_adult'],
  ])('%s', (_name, profile, list, current, expected) => {
    expect(deleteRefusal(profile, list, current)).toBe(expected)
  })
})
