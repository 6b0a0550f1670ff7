import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReadCallback } from 'i18next'
import { localeBackend } from './locale-backend'

afterEach(() => vi.unstubAllGlobals())

/** What the backend answers i18next for one fetch outcome: [error?, data or retry flag]. */
function read(outcome: () => Promise<Response>): Promise<Parameters<ReadCallback>> {
  vi.stubGlobal('fetch', vi.fn(outcome))
  return new Promise((resolve) => {
    localeBackend((lng) => `/locales/${lng}.json`).read('kk', 'translation', (...args) => resolve(args))
  })
}

describe('localeBackend: the translation file of a language, retried as i18next retries', () => {
  it('an answer gives the texts', async () => {
    const [error, data] = await read(() => Promise.resolve(new Response('{"close":"Жабу"}')))
    expect(error).toBeNull()
    expect(data).toEqual({ close: 'Жабу' })
  })

  it.each([
    ['a network failure is retried', () => Promise.reject(new TypeError('offline')), true],
    ['a 5xx is retried', () => Promise.resolve(new Response('', { status: 503 })), true],
    ['a 404 is final', () => Promise.resolve(new Response('', { status: 404 })), false],
    ['a broken file is final', () => Promise.resolve(new Response('{')), false],
  ])('%s', async (_name, outcome, retry) => {
    const [error, flag] = await read(outcome)
    expect(error).toBeInstanceOf(Error)
    expect(flag).toBe(retry)
  })
})
