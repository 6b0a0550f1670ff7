import { describe, expect, it } from 'vitest'
import { pushNotification } from './push-events'

describe('the notification a push shows (spec 3 §4)', () => {
  it('shows title, body and icon, keeps the payload, and a click goes to the destination', () => {
    const payload = {
      title: 'Матрица',
      body: 'Сегодня\nв 20:00',
      icon: 'https://cdn.example.com/i.png',
      type: 'content',
      id: 'matrica-1',
    }
    expect(pushNotification(JSON.stringify(payload))).toEqual({
      title: 'Матрица',
      options: { body: 'Сегодня\nв 20:00', icon: 'https://cdn.example.com/i.png', data: payload },
      url: '/contents/matrica-1',
    })
  })
  it('a push for a destination the app does not know still shows, and opens the start page', () => {
    expect(pushNotification('{"title":"Hi","body":"x","type":"weird"}')).toMatchObject({
      title: 'Hi',
      options: { body: 'x' },
      url: '/',
    })
  })
  it.each([['not json'], ['{"body":"no title"}'], ['null'], ['{"title":"  "}']])(
    'shows nothing for %s',
    (text) => {
      expect(pushNotification(text)).toBeUndefined()
    },
  )
})
