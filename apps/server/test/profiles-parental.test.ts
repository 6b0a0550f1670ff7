import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, MAX_PROFILES } from '@efir/contract'
import { makeBuyers } from './support/commerce.ts'
import {
  api,
  createTestApp,
  expectContract,
  expectError,
  type Api,
  type TestApp,
} from './support/test-app.ts'

// Issue 10 "The viewer's account": profiles (max 5, an adult one always kept) and the parental
// actions the server enforces itself (switching to or editing an adult profile, changing the flags).
// On PostgreSQL when TEST_DATABASE_URL is set: the parallel requests then race for real.
describe('profiles and the parental actions the server enforces', () => {
  let t: TestApp
  let a: Api
  beforeAll(async () => {
    t = await createTestApp({ addressLimits: false })
    a = api(t.app)
  })
  afterAll(() => t.close())

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, query: { access_token: token }, ...(payload ? { payload } : {}) })
  /** A user made in the database, with no profile yet, signed in on a registered device. */
  const viewer = async () => {
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no viewer')
    const device = await a.registerDevice(buyer.token)
    // a token of the device (its parental settings apply to it)
    const auth = await call(buyer.token, 'POST', '/v2/auth/device', { device_id: device.id })
    const token = expectContract(endpoints.authDevice, auth).access_token
    return { ...buyer, token, deviceId: device.id }
  }
  const profiles = async (token: string) =>
    expectContract(endpoints.listProfiles, await call(token, 'GET', '/v2/users/self/profiles'))

  it('a first profile that is a child comes after an adult one the account keeps', async () => {
    const v = await viewer()
    const kid = expectContract(
      endpoints.createProfile,
      await call(v.token, 'POST', '/v2/users/self/profiles', { name: 'Kid', role: 'child' }),
    )
    const list = await profiles(v.token)
    expect(list.map((p) => p.role)).toEqual(['adult', 'child'])
    const adult = list[0]!
    // the last adult one can be neither made a child nor deleted (it is also the active one here)
    expectError(
      await call(v.token, 'PATCH', `/v2/users/self/profiles/${adult.id}`, { role: 'child' }),
      400,
      'last_adult_profile',
    )
    await call(v.token, 'POST', '/v2/users/self/profile', { id: kid.id })
    expectError(
      await call(v.token, 'DELETE', `/v2/users/self/profiles/${adult.id}`),
      400,
      'last_adult_profile',
    )
    expect((await profiles(v.token)).map((p) => p.role)).toEqual(['adult', 'child'])
  })

  it(`${MAX_PROFILES * 4} parallel creations: exactly ${MAX_PROFILES} profiles exist after`, async () => {
    const v = await viewer()
    const answers = await Promise.all(
      Array.from({ length: MAX_PROFILES * 4 }, (_, i) =>
        call(v.token, 'POST', '/v2/users/self/profiles', { name: `P${i}`, role: i % 2 ? 'child' : 'adult' }),
      ),
    )
    const created = answers.filter((r) => r.statusCode === 201)
    const refused = answers.filter((r) => r.statusCode === 400)
    // the adult one made first takes one of the five places
    expect(created).toHaveLength(MAX_PROFILES - 1)
    expect(refused).toHaveLength(MAX_PROFILES * 4 - (MAX_PROFILES - 1))
    for (const r of refused) expectError(r, 400, 'profile_limit')
    const list = await profiles(v.token)
    expect(list).toHaveLength(MAX_PROFILES)
    expect(list.filter((p) => p.role === 'adult').length).toBeGreaterThan(0)
  })

  it('parallel first requests of a new account make one adult profile', async () => {
    const v = await viewer()
    await Promise.all(Array.from({ length: 10 }, () => call(v.token, 'GET', '/v2/users/self/profiles')))
    expect(await profiles(v.token)).toHaveLength(1)
  })

  it('switching to or editing an adult profile needs the PIN when the device asks (flag profile)', async () => {
    const v = await viewer()
    const [adult] = await profiles(v.token)
    const kid = expectContract(
      endpoints.createProfile,
      await call(v.token, 'POST', '/v2/users/self/profiles', { name: 'Kid', role: 'child' }),
    )
    // no PIN yet: the flags change freely and the switch needs nothing
    await call(v.token, 'PATCH', `/v2/users/self/devices/${v.deviceId}`, {
      parental_settings: { profile: true },
    })
    expectContract(
      endpoints.selectProfile,
      await call(v.token, 'POST', '/v2/users/self/profile', { id: kid.id }),
    )
    expectContract(
      endpoints.selectProfile,
      await call(v.token, 'POST', '/v2/users/self/profile', { id: adult!.id }),
    )
    expectContract(endpoints.patchSelf, await call(v.token, 'PATCH', '/v2/users/self', { pincode: '2468' }))
    // the PIN just set counts as entered for its window (30 min without a duration): let it pass
    t.clock.advance(31 * 60_000)
    await call(v.token, 'POST', '/v2/users/self/profile', { id: kid.id })
    // back to the adult one: the PIN first, on the server
    expectError(
      await call(v.token, 'POST', '/v2/users/self/profile', { id: adult!.id }),
      403,
      'parental_required',
    )
    expectError(
      await call(v.token, 'PATCH', `/v2/users/self/profiles/${adult!.id}`, { name: 'Me' }),
      403,
      'parental_required',
    )
    // a child profile is edited freely
    expectContract(
      endpoints.patchProfile,
      await call(v.token, 'PATCH', `/v2/users/self/profiles/${kid.id}`, { name: 'Kiddo' }),
    )
    // the flags themselves cannot be switched off without the PIN
    expectError(
      await call(v.token, 'PATCH', `/v2/users/self/devices/${v.deviceId}`, {
        parental_settings: { profile: false },
      }),
      403,
      'parental_required',
    )
    expectError(
      await call(v.token, 'POST', '/v2/users/self/parental_code/check', { code: '0000' }),
      400,
      'wrong_code',
    )
    expectContract(
      endpoints.checkParentalCode,
      await call(v.token, 'POST', '/v2/users/self/parental_code/check', { code: '2468' }),
    )
    expectContract(
      endpoints.selectProfile,
      await call(v.token, 'POST', '/v2/users/self/profile', { id: adult!.id }),
    )
    const device = expectContract(
      endpoints.patchDevice,
      await call(v.token, 'PATCH', `/v2/users/self/devices/${v.deviceId}`, {
        parental_settings: { profile: false, pay: true, duration: 5 },
      }),
    )
    expect(device.parental_settings).toMatchObject({ profile: false, pay: true, duration: 5 })
  })

  it('without the profile flag the switch back needs no PIN', async () => {
    const v = await viewer()
    const [adult] = await profiles(v.token)
    const kid = expectContract(
      endpoints.createProfile,
      await call(v.token, 'POST', '/v2/users/self/profiles', { name: 'Kid', role: 'child' }),
    )
    await call(v.token, 'PATCH', '/v2/users/self', { pincode: '1357' })
    t.clock.advance(31 * 60_000)
    await call(v.token, 'POST', '/v2/users/self/profile', { id: kid.id })
    expectContract(
      endpoints.selectProfile,
      await call(v.token, 'POST', '/v2/users/self/profile', { id: adult!.id }),
    )
  })
})
