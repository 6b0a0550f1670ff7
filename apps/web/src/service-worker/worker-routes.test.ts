import { describe, expect, it } from 'vitest'
import { NOT_APP_NAVIGATIONS, shellFiles } from './worker-routes'

describe('what the worker precaches: the shell only (issue 12)', () => {
  const html = `<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />`
  const entry = (url: string) => ({ url, revision: null })

  it('keeps what index.html loads and the texts; leaves page chunks', () => {
    const files = [
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/index-c3.css',
      'assets/channels-page-d4.js',
      'assets/hls-e5.js',
      'assets/watch-page-f6.css',
      'locales/ru/translation.json',
      'locales/en/translation.json',
    ].map(entry)
    expect(shellFiles(files, html).map((f) => f.url)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/index-c3.css',
      'locales/ru/translation.json',
      'locales/en/translation.json',
    ])
  })
})

describe('navigations the worker leaves to the server', () => {
  const left = (path: string) => NOT_APP_NAVIGATIONS.some((re) => re.test(path))
  it.each([
    ['/v2/users/self', true],
    ['/dev/outbox?phone=1', true],
    ['/gateway/pay/123', true],
    ['/media/live/101/index.m3u8', true],
    ['/docs', true],
    ['/payment-return.html?x=1', true],
    ['/', false],
    ['/channels/pervyj-demo-102?ts=1.5', false],
    ['/settings', false],
    ['/v2x', false],
    ['/contents/matrica-1', false],
  ])('%s: %s', (path, expected) => {
    expect(left(path)).toBe(expected)
  })
})
