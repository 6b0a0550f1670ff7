import { describe, expect, it } from 'vitest'
import { sha1 } from 'js-sha1'
import { guestCredentials, randomHex, sha1Hex } from './guest-credentials'

describe('guest credentials (spec 1 §3, §5)', () => {
  it('login is SHA1(identifier + serial) truncated to 32 characters', async () => {
    const c = await guestCredentials('abc', 'serial-1')
    expect(c.username).toBe(sha1('abcserial-1').slice(0, 32))
    expect(c.username).toHaveLength(32)
    expect(c.password).toHaveLength(32)
    expect(c.password).not.toBe(c.username)
  })
  it('is reproducible from the same inputs and differs per identifier', async () => {
    expect(await guestCredentials('a', 's')).toEqual(await guestCredentials('a', 's'))
    expect((await guestCredentials('a', 's')).username).not.toBe((await guestCredentials('b', 's')).username)
  })
  it('refer_id is prefixed appsell_ only when a click id is stored', async () => {
    expect((await guestCredentials('a', 's', 'click42')).refer_id).toBe('appsell_click42')
    expect((await guestCredentials('a', 's')).refer_id).toBeUndefined()
  })
  it('hashes the same with the platform digest and without it (a plain-http origin)', async () => {
    for (const text of ['', 'abcserial-1', 'ключ-ünïcode'])
      expect([await sha1Hex(text), await sha1Hex(text, null)]).toEqual([sha1(text), sha1(text)])
  })
  it('randomHex gives 128 bits as 32 hex characters', () => {
    expect(randomHex()).toMatch(/^[0-9a-f]{32}$/)
    expect(randomHex(2, (a) => a.set([0, 255]))).toBe('00ff')
  })
})
