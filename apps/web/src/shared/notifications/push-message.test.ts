import { describe, expect, it } from 'vitest'
import { parsePushMessage, pushBodyText } from './push-message'

const base = { title: 'Новое', body: 'Текст' }

describe('push destinations (spec 3 §4)', () => {
  it.each([
    [{ type: 'content', id: 'matrica-1' }, '/contents/matrica-1'],
    [{ type: 'content', id: 1 }, '/contents/1'],
    [{ type: 'channel', id: 'pervyj' }, '/channels/17/pervyj'],
    [{ type: 'channels', id: 102 }, '/channels/17/102'],
    [{ type: 'promo_key', code: 'WELCOME' }, '/promo?code=WELCOME'],
    [{ type: 'promo_key', id: 'FREE7' }, '/promo?code=FREE7'],
    [{ type: 'setting' }, '/lk'],
    [{ type: 'settings' }, '/lk'],
    [{ type: 'row', id: 'everything' }, '/row/everything'],
    [{ type: 'rowset', id: 3 }, '/rowset/3'],
    [{ type: 'packet', id: 2 }, '/packets/2'],
    [{ type: 'packets' }, '/packets'],
  ])('%o → %s', (fields, destination) => {
    expect(parsePushMessage({ ...base, ...fields })?.destination).toBe(destination)
  })

  it('reads the service worker data as JSON text, keeping title, body, icon and action', () => {
    const text = JSON.stringify({
      ...base,
      icon: 'https://cdn.example.com/i.png',
      action: 'Открыть',
      type: 'row',
      id: 4,
      extra: true,
    })
    expect(parsePushMessage(text)).toEqual({
      title: 'Новое',
      body: 'Текст',
      icon: 'https://cdn.example.com/i.png',
      action: 'Открыть',
      link: { type: 'row', id: 4 },
      destination: '/row/4',
    })
  })

  it.each([
    ['no destination type', { ...base }],
    ['an unknown type', { ...base, type: 'weird', id: 1 }],
    ['a content without id', { ...base, type: 'content' }],
    ['no title', { body: 'x', type: 'packets' }],
    ['a blank title', { title: '  ', type: 'packets' }],
    ['a body that is not text', { ...base, body: 5, type: 'packets' }],
    ['a title too long', { ...base, title: 'x'.repeat(201), type: 'packets' }],
    ['not JSON', '{oops'],
    ['not an object', 42],
    ['nothing', null],
  ])('refuses %s', (_, raw) => {
    expect(parsePushMessage(raw)).toBeUndefined()
  })

  it('drops an icon that is not an http(s) or same-site address, and an empty action', () => {
    for (const icon of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'data:image/png;base64,AA',
      7,
    ]) {
      expect(parsePushMessage({ ...base, type: 'packets', icon, action: ' ' })).toEqual({
        ...base,
        link: { type: 'packets' },
        destination: '/packets',
      })
    }
    expect(parsePushMessage({ ...base, type: 'packets', icon: '/static/push.png' })?.icon).toBe(
      '/static/push.png',
    )
  })

  it('a missing body is empty; line breaks become double breaks', () => {
    expect(parsePushMessage({ title: 'T', type: 'packets' })?.body).toBe('')
    expect(pushBodyText('one\ntwo\r\nthree')).toBe('one\n\ntwo\n\nthree')
  })
})
