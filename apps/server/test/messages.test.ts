import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type Message } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

/*
 * spec 1 §4 "Messages": the header dropdown counts the unread ones, reads one, marks all read and
 * deletes one; each survives a reload because the server keeps it. /dev/messages sends one (demo).
 */
describe('messages: read, read all, delete', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, accessToken = token) =>
    a.inject({ method, url, query: { access_token: accessToken }, ...(payload ? { payload } : {}) })
  const list = async (accessToken = token) =>
    expectContract(
      endpoints.listMessages,
      await call('GET', '/v2/users/self/messages', undefined, accessToken),
    )
  const send = async (who: { username: string }, title: string) => {
    const res = await a.inject({
      method: 'POST',
      url: '/dev/messages',
      payload: { ...who, title, text: `${title}: text` },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<Message>()
  }
  const unread = (messages: Message[]) => messages.filter((m) => !m.is_read).length

  it('seeded messages start unread; reading one marks only it, and deleting hides it', async () => {
    const before = await list()
    expect(before).toHaveLength(3)
    expect(unread(before)).toBe(3)
    const [first, second] = before as [Message, Message]

    const read = expectContract(
      endpoints.readMessage,
      await call('PATCH', `/v2/users/self/messages/${first.id}`, { is_read: true }),
    )
    expect(read).toMatchObject({ id: first.id, is_read: true, removed: false })
    const after = await list()
    expect(after.find((m) => m.id === first.id)?.is_read).toBe(true)
    expect(unread(after)).toBe(2)

    expectContract(endpoints.deleteMessage, await call('DELETE', `/v2/users/self/messages/${second.id}`))
    expect((await list()).map((m) => m.id)).not.toContain(second.id)
    // a deleted message is gone: neither read nor deleted again
    expectError(await call('DELETE', `/v2/users/self/messages/${second.id}`), 404, 'not_found')
    expectError(
      await call('PATCH', `/v2/users/self/messages/${second.id}`, { is_read: true }),
      404,
      'not_found',
    )
  })

  it("another viewer's message is not found, and bad bodies are 400", async () => {
    const guest = await a.createGuest()
    const theirs = await send(guest, 'For the guest')
    expectError(
      await call('PATCH', `/v2/users/self/messages/${theirs.id}`, { is_read: true }),
      404,
      'not_found',
    )
    expectError(await call('DELETE', `/v2/users/self/messages/${theirs.id}`), 404, 'not_found')
    expect((await list(guest.token)).map((m) => m.id)).toEqual([theirs.id])

    expectError(
      await call('PATCH', `/v2/users/self/messages/${theirs.id}`, { is_read: false }),
      400,
      'validation_error',
    )
    expectError(await call('PATCH', '/v2/users/self/messages', {}), 400, 'validation_error')
    expectError(
      await call('PATCH', '/v2/users/self/messages/abc', { is_read: true }),
      400,
      'validation_error',
    )
    expectError(
      await call('PATCH', '/v2/users/self/messages', { is_read: true }, 'not-a-token'),
      401,
      'authentication_failed',
    )
  })

  it('mark all read: parallel calls mark each unread message exactly once, only the caller’s', async () => {
    const guest = await a.createGuest()
    const mine = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((title) => send(guest, title)))
    expect(unread(await list(guest.token))).toBe(mine.length)
    const demoUnread = unread(await list())

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('PATCH', '/v2/users/self/messages', { is_read: true }, guest.token),
      ),
    )
    const marked = answers.map((res) => expectContract(endpoints.readAllMessages, res).marked)
    expect(marked.reduce((sum, n) => sum + n, 0)).toBe(mine.length)
    expect(unread(await list(guest.token))).toBe(0)
    // the demo user's messages are untouched
    expect(unread(await list())).toBe(demoUnread)
  })

  it('/dev/messages needs a known viewer and a title', async () => {
    const post = (payload: object) => a.inject({ method: 'POST', url: '/dev/messages', payload })
    expectError(await post({ title: 'x', text: 'y' }), 400, 'validation_error')
    expectError(await post({ username: 'nobody_here', title: 'x', text: 'y' }), 404, 'not_found')
    expectError(await post({ username: 'demo', title: '', text: 'y' }), 400, 'validation_error')
  })
})
