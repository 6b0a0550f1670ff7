import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

// Seed facts: src/seed/live-channels.ts (102: free, 14 days of archive), the catalogue (content 1: a
// free film of library 1). Both play for anyone signed in, so only the gates below can refuse them.
const FREE_CHANNEL = 102
const FREE_FILM = '/v2/libraries/1/contents/1/stream'
const VITRINA = 125 // a third-party player's channel: a config, no stream

/*
 * Issue 30 "Block status, device limit and geo-lock stop at the dialog": the server, not the dialog,
 * keeps a blocked account (-2, spec 1 §4 "Block status") and a sign-in without a device slot (spec 1 §4
 * "Device slots") from playing. Every stream answer (live, archive, film, the third-party player's
 * config) is a 403 permission_denied whose detail says why (spec 2 §8: the client shows it).
 */
describe('stream answers refused to a blocked account and to a sign-in without a device', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const now = () => Math.floor(t.clock.now().getTime() / 1000)
  const get = (url: string, accessToken: string, query: Record<string, string> = {}) =>
    a.inject({ method: 'GET', url, query: { ...query, access_token: accessToken } })
  /** The stream answers and the config: live, an hour-old archive moment, a film, a third-party player. */
  const answers = (accessToken: string) =>
    Promise.all([
      get(`/v2/channels/${FREE_CHANNEL}/stream`, accessToken),
      get(`/v2/channels/${FREE_CHANNEL}/stream`, accessToken, { ts: String(now() - 3600) }),
      get(FREE_FILM, accessToken),
      get(`/v2/channels/${VITRINA}/config`, accessToken),
    ])
  const setBlock = async (status: -2 | -1 | 0) => {
    const res = await a.inject({
      method: 'POST',
      url: '/dev/block_status',
      payload: { username: 'demo', status, ...(status === -1 ? { amount: 100 } : {}) },
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  it('plays for the signed-in device before any block', async () => {
    for (const res of await answers(token)) expect(res.statusCode, res.body).toBe(200)
  })

  it('answers 403 permission_denied to a blocked account (-2), nothing playable, until it is lifted', async () => {
    await setBlock(-2)
    for (const res of await answers(token)) {
      const body = expectError(res, 403, 'permission_denied')
      expect(body.detail).toBe('Учётная запись заблокирована: пополните баланс')
      expect(res.body).not.toMatch(/\/media\/|vitrina_embed/)
    }
    await setBlock(0)
    for (const res of await answers(token)) expect(res.statusCode, res.body).toBe(200)
  })

  it('stops the media already handed out at their next request once the account is blocked', async () => {
    const answer = expectContract(
      endpoints.getChannelStream,
      await get(`/v2/channels/${FREE_CHANNEL}/stream`, token),
    )
    const playlist = () => {
      const url = new URL(answer.hls ?? '')
      return a.inject({ method: 'GET', url: url.pathname + url.search })
    }
    expect((await playlist()).statusCode).toBe(200)
    // before: the media token played on for its 10 minutes
    await setBlock(-2)
    expectError(await playlist(), 403, 'permission_denied')
    await setBlock(0)
    expect((await playlist()).statusCode).toBe(200)
  })

  it('keeps a -1 account (money owed, the QR dialog) playing: only -2 is the block', async () => {
    await setBlock(-1)
    for (const res of await answers(token)) expect(res.statusCode, res.body).toBe(200)
    await setBlock(0)
  })

  it('answers 403 permission_denied to a sign-in whose token holds no registered device', async () => {
    const loginToken = await a.login()
    for (const res of await answers(loginToken)) {
      const body = expectError(res, 403, 'permission_denied')
      expect(body.detail).toMatch(/не зарегистрировано/)
      expect(res.body).not.toMatch(/\/media\/|vitrina_embed/)
    }
    // the same sign-in once its device is registered and authorised: it plays
    const deviceToken = await a.deviceToken(loginToken)
    for (const res of await answers(deviceToken)) expect(res.statusCode, res.body).toBe(200)
    // an anonymous viewer is not a sign-in: free channels play as before
    const anonymous = await a.inject({ method: 'GET', url: `/v2/channels/${FREE_CHANNEL}/stream` })
    expectContract(endpoints.getChannelStream, anonymous)
  })
})
