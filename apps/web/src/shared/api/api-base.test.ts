import { describe, expect, it, vi } from 'vitest'
import {
  API_OVERRIDE_HOSTS,
  apiBaseFromQuery,
  loadRuntimeConfig,
  parseRuntimeConfig,
  resetRuntimeConfig,
  resolveApiBase,
} from './api-base'

const q = (s: string) => new URLSearchParams(s)

describe('API base overrides (spec 1 §2)', () => {
  it.each([
    ['devapi', API_OVERRIDE_HOSTS.devapi],
    ['stageapi=1', API_OVERRIDE_HOSTS.stageapi],
    ['localapi', API_OVERRIDE_HOSTS.localapi],
    ['qaapi', API_OVERRIDE_HOSTS.qaapi],
    ['multidev=stand-3', 'https://stand-3.multidev-api.efir.tv'],
    ['customapi=https://api.example.com/', 'https://api.example.com'],
  ])('%s', (search, expected) => {
    expect(apiBaseFromQuery(q(search))).toBe(expected)
  })
  it.each(['customapi=javascript:alert(1)', 'customapi=', 'multidev=a.b/c', 'devapi=0', 'other=1'])(
    'ignores %s',
    (search) => {
      expect(apiBaseFromQuery(q(search))).toBeUndefined()
    },
  )
  it('uses the runtime config base without an override', () => {
    expect(resolveApiBase({ apiBase: 'https://x/', provider: 1 }, q(''), false)).toBe('https://x')
  })
  it('honours overrides in development or when the config allows them, not otherwise', () => {
    const config = { apiBase: '', provider: 1 }
    expect(resolveApiBase(config, q('devapi'), true)).toBe(API_OVERRIDE_HOSTS.devapi)
    expect(resolveApiBase(config, q('devapi'), false)).toBe('')
    expect(resolveApiBase({ ...config, allowApiOverrides: true }, q('devapi'), false)).toBe(
      API_OVERRIDE_HOSTS.devapi,
    )
  })
  it('parses /config.json defensively', () => {
    expect(parseRuntimeConfig({ apiBase: '/api', provider: 'kt' })).toEqual({
      apiBase: '/api',
      provider: 'kt',
      allowApiOverrides: false,
    })
    expect(parseRuntimeConfig(null)).toEqual({ apiBase: '', provider: null })
    // the product's own origin (spec 3 §4 service worker), normalised; anything else dropped
    expect(parseRuntimeConfig({ apiBase: '', origin: 'https://tv.example.com/app/' }).origin).toBe(
      'https://tv.example.com',
    )
    expect(parseRuntimeConfig({ apiBase: '', origin: 'javascript:alert(1)' })).not.toHaveProperty('origin')
  })
  it('fetches /config.json once', async () => {
    resetRuntimeConfig()
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"apiBase":"","provider":2}'))
    await loadRuntimeConfig(fetchMock)
    const config = await loadRuntimeConfig(fetchMock)
    expect(config.provider).toBe(2)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    resetRuntimeConfig()
  })
})
