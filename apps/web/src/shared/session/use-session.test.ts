import { describe, expect, it } from 'vitest'
import type { NetworkInfo, User } from '@efir/contract'
import { isCountryForbidden, toSessionView } from './use-session'

const user = { id: 1, is_guest: false } as User
const network = {
  country: 'KZ',
  remote: '1.1.1.1',
  default: { login_title: 'T', login_description: 'D' },
} as NetworkInfo

describe('session view', () => {
  it('maps every phase', () => {
    expect(toSessionView({ phase: 'starting', tokenError: false })).toEqual({ status: 'starting' })
    expect(toSessionView({ phase: 'no-provider', tokenError: false, network })).toEqual({
      status: 'no-provider',
      title: 'T',
      description: 'D',
    })
    expect(
      toSessionView({
        phase: 'geo-locked',
        tokenError: false,
        network,
        geo: { country: 'XX', remote: '2.2.2.2', message: 'M' },
      }),
    ).toEqual({ status: 'geo-locked', country: 'XX', remote: '2.2.2.2', message: 'M' })
    expect(toSessionView({ phase: 'ready', tokenError: false })).toEqual({ status: 'anonymous' })
    expect(toSessionView({ phase: 'ready', tokenError: false, user })).toEqual({ status: 'user', user })
    const guest = { ...user, is_guest: true }
    expect(toSessionView({ phase: 'ready', tokenError: false, user: guest })).toEqual({
      status: 'guest',
      user: guest,
    })
  })
})

describe('isCountryForbidden (spec 1 §6 country restriction)', () => {
  it('a geo-locked start-up is a forbidden country', () => {
    expect(isCountryForbidden({ phase: 'geo-locked' })).toBe(true)
  })
  it('so is a network that does not allow the country, whatever the session', () => {
    const forbidden = { ...network, is_country_allowed: false }
    expect(isCountryForbidden({ phase: 'ready', network: forbidden })).toBe(true)
    expect(isCountryForbidden({ phase: 'starting', network: forbidden })).toBe(true)
  })
  it('an allowed country, or no answer yet, is not', () => {
    expect(isCountryForbidden({ phase: 'ready', network: { ...network, is_country_allowed: true } })).toBe(
      false,
    )
    expect(isCountryForbidden({ phase: 'starting' })).toBe(false)
  })
})
