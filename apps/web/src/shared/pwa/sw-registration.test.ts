import { describe, expect, it } from 'vitest'
import { isLocalhost, isWorkerScript, serviceWorkerAllowed } from './sw-registration'

const page = { origin: 'https://tv.example.com', embedded: false, secure: true }

describe('service worker only on the product’s own origin (spec 3 §4)', () => {
  it.each([
    ['the configured origin', page, 'https://tv.example.com', true],
    ['no configured origin: the page’s own', page, undefined, true],
    [
      'another origin (a mirror, a partner domain)',
      { ...page, origin: 'https://partner.example' },
      'https://tv.example.com',
      false,
    ],
    ['inside another site’s frame', { ...page, embedded: true }, undefined, false],
    ['an insecure page', { ...page, origin: 'http://tv.example.com', secure: false }, undefined, false],
  ])('%s', (_, context, origin, allowed) => {
    expect(serviceWorkerAllowed(context, origin)).toBe(allowed)
  })
})

describe('a stale worker on localhost (spec 3 §8)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.10.0.5', true],
    ['[::1]', true],
    ['tv.example.com', false],
    ['127.0.0.1.example.com', false],
  ])('%s is localhost: %s', (host, local) => {
    expect(isLocalhost(host)).toBe(local)
  })
  it.each([
    [200, 'application/javascript; charset=utf-8', true],
    [200, 'text/javascript', true],
    [404, 'application/javascript', false],
    [200, 'text/html; charset=utf-8', false],
    [200, null, false],
  ])('%i %s is the worker: %s', (status, type, ok) => {
    expect(isWorkerScript(status, type)).toBe(ok)
  })
})
