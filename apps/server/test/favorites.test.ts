import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

describe('adding a favorite', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const add = (payload: object) =>
    a.inject({ method: 'POST', url: '/v2/users/self/favorites', query: { access_token: token }, payload })

  it('adds an existing channel, content, person or programme', async () => {
    for (const payload of [{ channel_id: 102 }, { content_id: 1 }, { person_id: 1 }, { program_id: 251 }]) {
      const added = expectContract(endpoints.addFavorite, await add(payload), 201)
      expect(added.object_id).toBe(Object.values(payload)[0])
    }
  })

  it('answers 404 with an error body for an object that does not exist, and stores nothing', async () => {
    const before = expectContract(
      endpoints.listFavorites,
      await a.inject({ method: 'GET', url: '/v2/users/self/favorites', query: { access_token: token } }),
    )
    const missing = [
      { channel_id: 999_999 },
      { content_id: 999_999 },
      { person_id: 999_999 },
      { program_id: 999_999 },
    ]
    const messages = new Set<string>()
    for (const payload of missing) messages.add(expectError(await add(payload), 404, 'not_found').message)
    // each kind names what was not found
    expect(messages.size).toBe(missing.length)
    const after = expectContract(
      endpoints.listFavorites,
      await a.inject({ method: 'GET', url: '/v2/users/self/favorites', query: { access_token: token } }),
    )
    expect(after).toHaveLength(before.length)
  })
})
