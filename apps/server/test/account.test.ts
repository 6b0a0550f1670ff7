import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import {
  DEMO_PHONE,
  expectContract,
  expectError,
  signedInApp,
  type Api,
  type TestApp,
} from './support/test-app.ts'

describe('account data', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    accessToken = token,
  ) =>
    a.inject({
      method,
      url,
      query: { access_token: accessToken },
      // Money-moving calls (applying a promo code) carry an Idempotency-Key: a fresh one per call.
      headers: { 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    })

  it('patches self: PIN sets the parental status, e-mail must be unique', async () => {
    const res = await call('PATCH', '/v2/users/self', {
      pincode: '1234',
      first_name: 'Dana',
      email: 'Dana@Example.com',
    })
    const user = expectContract(endpoints.patchSelf, res)
    expect(user).toMatchObject({
      parental_code_set: true,
      parental_status: 'set',
      first_name: 'Dana',
      email: 'dana@example.com',
    })
    const guest = await a.createGuest()
    const taken = await call('PATCH', '/v2/users/self', { email: 'dana@example.com' }, guest.token)
    expect(expectError(taken, 400, 'validation_error').detail).toHaveProperty(['body.email'])
  })

  it('a phone changes only with the code sent to it: no taking over another number (issue 8)', async () => {
    const guest = await a.createGuest()
    const phone = '77001234567'
    // without proof: refused, and the number stays free
    const bare = await call('PATCH', '/v2/users/self', { phone }, guest.token)
    expect(expectError(bare, 400, 'validation_error').detail).toHaveProperty(['body.phone_code'])
    expectError(
      await call('PATCH', '/v2/users/self', { phone, phone_code: '123456' }, guest.token),
      400,
      'wrong_code',
    )
    // another user's number: no code is even sent
    expectError(
      await call('POST', '/v2/users/self/phone_code', { phone: DEMO_PHONE }, guest.token),
      409,
      'conflict',
    )
    expectContract(
      endpoints.sendPhoneCode,
      await call('POST', '/v2/users/self/phone_code', { phone }, guest.token),
    )
    const [sms] = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      { code: string }[]
    >()
    const changed = await call('PATCH', '/v2/users/self', { phone, phone_code: sms?.code }, guest.token)
    expect(expectContract(endpoints.patchSelf, changed).phone).toBe(phone)
  })

  it('patches a user by id only for oneself', async () => {
    const me = expectContract(endpoints.getSelf, await call('GET', '/v2/users/self'))
    expect(
      expectContract(
        endpoints.patchUser,
        await call('PATCH', `/v2/users/${me.id}`, { refer_id: 'appsell_1' }),
      ).refer_id,
    ).toBe('appsell_1')
    expectError(await call('PATCH', `/v2/users/${me.id + 1}`, { refer_id: 'x' }), 403, 'permission_denied')
  })

  it('manages profiles: at most 5, the active one cannot be deleted', async () => {
    const list = expectContract(endpoints.listProfiles, await call('GET', '/v2/users/self/profiles'))
    expect(list.map((p) => [p.name, p.role])).toEqual([
      ['Demo', 'adult'],
      ['Kids', 'child'],
    ])
    const current = expectContract(endpoints.getCurrentProfile, await call('GET', '/v2/users/self/profile'))
    expect(current.name).toBe('Demo')
    const created = []
    for (const name of ['Three', 'Four', 'Five']) {
      created.push(
        expectContract(
          endpoints.createProfile,
          await call('POST', '/v2/users/self/profiles', { name, role: 'adult', icon_avatar_id: 3 }),
        ),
      )
    }
    expect(created[0]?.icon).toBe('/static/avatars/3.svg')
    expectError(
      await call('POST', '/v2/users/self/profiles', { name: 'Six', role: 'adult' }),
      400,
      'profile_limit',
    )
    const kids = list[1]
    const chosen = expectContract(
      endpoints.selectProfile,
      await call('POST', '/v2/users/self/profile', { id: kids?.id }),
    )
    expect(chosen.profile).toEqual({ id: kids?.id, role: 'child' })
    expect(expectContract(endpoints.getCurrentProfile, await call('GET', '/v2/users/self/profile')).id).toBe(
      kids?.id,
    )
    expectError(await call('DELETE', `/v2/users/self/profiles/${kids?.id}`), 400, 'active_profile')
    const renamed = await call('PATCH', `/v2/users/self/profiles/${created[0]?.id}`, { name: 'Renamed' })
    expect(expectContract(endpoints.patchProfile, renamed).name).toBe('Renamed')
    expectContract(endpoints.deleteProfile, await call('DELETE', `/v2/users/self/profiles/${created[0]?.id}`))
    expectError(await call('DELETE', `/v2/users/self/profiles/${created[0]?.id}`), 404, 'not_found')
    expectError(await call('POST', '/v2/users/self/profile', { id: 99999 }), 404, 'not_found')
    // back to the adult profile: the tests after this one read the adult's catalogue and favourites
    expectContract(endpoints.selectProfile, await call('POST', '/v2/users/self/profile', { id: list[0]?.id }))
  })

  it('keeps favorites: one id, re-adding answers the existing one, guests must sign in', async () => {
    const first = expectContract(
      endpoints.addFavorite,
      await call('POST', '/v2/users/self/favorites', { channel_id: 102 }),
    )
    expect(first).toMatchObject({ channel_id: 102, content_id: null, object_id: 102 })
    const again = expectContract(
      endpoints.addFavorite,
      await call('POST', '/v2/users/self/favorites', { channel_id: 102 }),
    )
    expect(again.id).toBe(first.id)
    await call('POST', '/v2/users/self/favorites', { content_id: 9 })
    const list = expectContract(endpoints.listFavorites, await call('GET', '/v2/users/self/favorites'))
    expect(list).toHaveLength(2)
    expectContract(endpoints.deleteFavorite, await call('DELETE', `/v2/users/self/favorites/${first.id}`))
    expectError(await call('DELETE', `/v2/users/self/favorites/${first.id}`), 404, 'not_found')
    const guest = await a.createGuest()
    const denied = expectError(
      await call('POST', '/v2/users/self/favorites', { channel_id: 5 }, guest.token),
      403,
      'permission_denied',
    )
    expect(denied.message).toBe('Войдите, чтобы добавлять в избранное')
    expectError(
      await call('POST', '/v2/users/self/favorites', { channel_id: 5, content_id: 9 }),
      400,
      'validation_error',
    )
  })

  it('lists the seeded messages newest first; deleting hides one', async () => {
    const list = expectContract(endpoints.listMessages, await call('GET', '/v2/users/self/messages'))
    expect(list).toHaveLength(3)
    const times = list.map((m) => m.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    expectContract(endpoints.deleteMessage, await call('DELETE', `/v2/users/self/messages/${list[0]?.id}`))
    expect(expectContract(endpoints.listMessages, await call('GET', '/v2/users/self/messages'))).toHaveLength(
      2,
    )
  })

  it('answers survey 1 and stores the answers', async () => {
    const q = expectContract(endpoints.getSurveyQuestion, await call('GET', '/v2/survey/questions/1'))
    const answer = { answer_ids: [q.answers[0]?.id ?? 0], user_text: 'Nice' }
    expectContract(endpoints.answerSurvey, await call('POST', '/v2/survey/questions/1/answers', answer), 201)
    expectError(
      await call('POST', '/v2/survey/questions/1/answers', { answer_ids: [999] }),
      400,
      'validation_error',
    )
    expectError(
      await call('POST', '/v2/survey/questions/1/answers', { answer_ids: [] }),
      400,
      'validation_error',
    )
    expectError(await call('GET', '/v2/survey/questions/77'), 404, 'not_found')
  })

  it('checks and applies promo codes once per user', async () => {
    const welcome = expectContract(
      endpoints.checkPromoKey,
      await call('POST', '/v2/users/self/promokeys/check', { key: 'welcome' }),
    )
    expect(welcome.is_need_confirm).toBe(true)
    expect(welcome.confirmation_text).toBeTruthy()
    const free = expectContract(
      endpoints.checkPromoKey,
      await call('POST', '/v2/users/self/promokeys/check', { key: 'FREE7' }),
    )
    expect(free.is_need_confirm).toBe(false)
    expectError(await call('POST', '/v2/users/self/promokeys/check', { key: 'NOPE' }), 404, 'not_found')
    expect(
      expectContract(
        endpoints.applyPromoKey,
        await call('POST', '/v2/users/self/promokeys', { key: 'FREE7' }),
      ).description,
    ).toBeTruthy()
    expectError(await call('POST', '/v2/users/self/promokeys', { key: 'FREE7' }), 400, 'already_used')
    expectError(await call('POST', '/v2/users/self/promokeys/check', { key: 'FREE7' }), 400, 'already_used')
    const info = expectContract(
      endpoints.getPromoInfo,
      await a.inject({ method: 'GET', url: '/v2/promokeys/WELCOME/info' }),
    )
    expect(info).toMatchObject({ code: 'WELCOME', days: 14 })
    expectError(await a.inject({ method: 'GET', url: '/v2/promokeys/NOPE/info' }), 404, 'not_found')
  })

  it('adds promo money to the balance exactly once', async () => {
    const before = expectContract(endpoints.mwStatusBlock, await call('GET', '/v2/mw/status_block')).balance
    await Promise.all([1, 2, 3].map(() => call('POST', '/v2/users/self/promokeys', { key: 'BONUS500' })))
    const after = expectContract(endpoints.mwStatusBlock, await call('GET', '/v2/mw/status_block')).balance
    expect(after - before).toBe(500)
  })

  it('upserts watch statistics', async () => {
    const first = expectContract(
      endpoints.patchStat,
      await call('PATCH', '/v2/users/self/stat/42?duration=10', { duration: 10 }),
    )
    expect(first).toMatchObject({ id: 42, duration: 10 })
    const second = expectContract(
      endpoints.patchStat,
      await call('PATCH', '/v2/users/self/stat/42', { duration: 70 }),
    )
    expect(second.duration).toBe(70)
  })

  it('answers 403, 400 and 404 account errors in the viewer language', async () => {
    const guest = await a.createGuest()
    const denied = await a.inject({
      method: 'POST',
      url: '/v2/users/self/favorites',
      query: { access_token: guest.token },
      headers: { 'accept-language': 'en' },
      payload: { channel_id: 5 },
    })
    expect(expectError(denied, 403, 'permission_denied').message).toBe('Sign in to add favourites')
    const deniedKk = await a.inject({
      method: 'POST',
      url: '/v2/users/self/favorites',
      query: { access_token: guest.token },
      headers: { 'accept-language': 'kk-KZ' },
      payload: { channel_id: 5 },
    })
    expect(expectError(deniedKk, 403, 'permission_denied').message).toBe(
      'Таңдаулыларға қосу үшін жүйеге кіріңіз',
    )
    const promo = await a.inject({
      method: 'POST',
      url: '/v2/users/self/promokeys/check',
      query: { access_token: token },
      headers: { 'accept-language': 'uz' },
      payload: { key: 'NO-SUCH-CODE' },
    })
    expect(expectError(promo, 404, 'not_found').message).toBe('Promokod topilmadi')
    const avatar = await a.inject({
      method: 'POST',
      url: '/v2/users/self/profiles',
      query: { access_token: token },
      headers: { 'accept-language': 'en' },
      payload: { name: 'Avatarless', role: 'adult', icon_avatar_id: 999999 },
    })
    expect(expectError(avatar, 400, 'validation_error')).toMatchObject({
      message: 'Unknown avatar',
      detail: { 'body.icon_avatar_id': 'Unknown avatar' },
    })
  })
})
