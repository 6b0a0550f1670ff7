import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

/** The settings area's calls (spec 3 §2 "Settings area", §5, §6, §8): devices and the info form. */
describe('settings: devices and the info form', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  /** A sign-in bound to a registered device, as the client holds it after POST auth/device. */
  async function deviceSession(loginToken: string) {
    const device = await a.registerDevice(loginToken)
    const res = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      query: { access_token: loginToken },
      payload: { device_id: device.id },
    })
    return { device, token: expectContract(endpoints.authDevice, res).access_token }
  }
  const del = (id: number, accessToken: string, extra: Record<string, string> = {}) =>
    a.inject({
      method: 'DELETE',
      url: `/v2/users/self/devices/${id}`,
      query: { access_token: accessToken, ...extra },
    })
  const list = async (accessToken: string) =>
    expectContract(
      endpoints.listDevices,
      await a.inject({ method: 'GET', url: '/v2/users/self/devices', query: { access_token: accessToken } }),
    )

  it('refuses to remove the current device (403 current_device), removes another one', async () => {
    const here = await deviceSession(await a.login())
    const other = await a.registerDevice(token)
    const mine = (await list(here.token)).find((d) => d.id === here.device.id)
    expect(mine?.is_current).toBe(true)

    expectError(await del(here.device.id, here.token), 403, 'current_device')
    expectError(await del(here.device.id, here.token, { logout: 'false' }), 403, 'current_device')
    expect((await list(here.token)).map((d) => d.id)).toContain(here.device.id)

    expectContract(endpoints.deleteDevice, await del(other.id, here.token))
    expect((await list(here.token)).map((d) => d.id)).not.toContain(other.id)
  })

  it('removes the current device as the logout (?logout=true): its token dies', async () => {
    const here = await deviceSession(await a.login())
    expectContract(endpoints.deleteDevice, await del(here.device.id, here.token, { logout: 'true' }))
    expectError(
      await a.inject({ method: 'GET', url: '/v2/users/self', query: { access_token: here.token } }),
      401,
      'signed_out',
    )
  })

  const patchSelf = (accessToken: string, payload: object) =>
    a.inject({ method: 'PATCH', url: '/v2/users/self', query: { access_token: accessToken }, payload })

  it.each([
    ['Cyrillic', 'иван@example.com'],
    ['Cyrillic domain', 'ivan@пример.рф'],
    ['punycode domain', 'ivan@xn--e1afmkfd.xn--p1ai'],
    ['no domain', 'ivan@'],
  ])('refuses a %s e-mail with a field error (spec 3 §5)', async (_, email) => {
    const res = await patchSelf(token, { first_name: 'Ivan', email })
    expect(expectError(res, 400, 'validation_error').detail).toHaveProperty(['body.email'])
  })

  it('saves first_name and e-mail and answers the user (the answer replaces user data)', async () => {
    const user = expectContract(
      endpoints.patchSelf,
      await patchSelf(token, { first_name: 'Ира', email: 'Ira.Settings@example.com' }),
    )
    expect(user).toMatchObject({ first_name: 'Ира', email: 'ira.settings@example.com' })
  })

  it('parallel saves of one e-mail by different viewers: exactly one wins, the rest get 400', async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, () => a.createGuest()))
    const answers = await Promise.all(
      guests.map((g) => patchSelf(g.token, { first_name: 'Same', email: 'same.race@example.com' })),
    )
    const statuses = answers.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400])
    for (const r of answers.filter((x) => x.statusCode === 400))
      expect(expectError(r, 400, 'validation_error').detail).toHaveProperty(['body.email'])
  })
})
