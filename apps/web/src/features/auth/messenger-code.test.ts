import { describe, expect, it } from 'vitest'
import { MESSENGER_POLL_MS, messengerBotUrl } from './messenger-code'

describe('messenger code (spec 3 §4, §9)', () => {
  it('polls every 5 s', () => expect(MESSENGER_POLL_MS).toBe(5000))
  it('builds the bot link with the phone as its start parameter', () => {
    const table: [bot: string, base: string, url: string][] = [
      ['https://t.me/efir_bot', '', 'https://t.me/efir_bot?start=901234567'],
      ['https://t.me/efir_bot?x=1', 'https://api.example', 'https://t.me/efir_bot?x=1&start=901234567'],
      ['/dev/messenger_bot/efir_uz', '', '/dev/messenger_bot/efir_uz?start=901234567'],
      [
        '/dev/messenger_bot/efir_uz',
        'https://api.example',
        'https://api.example/dev/messenger_bot/efir_uz?start=901234567',
      ],
      ['/bot', '/api', '/api/bot?start=901234567'],
    ]
    for (const [bot, base, url] of table) expect(messengerBotUrl(bot, '901234567', base), bot).toBe(url)
  })
})
