import { describe, expect, it } from 'vitest'
import en from '../../public/locales/en/translation.json'
import kk from '../../public/locales/kk/translation.json'
import ru from '../../public/locales/ru/translation.json'
import uz from '../../public/locales/uz/translation.json'
import {
  DEFAULT_OFFLINE_COLORS,
  escapeHtml,
  offlinePageHtml,
  offlinePagePolicy,
  offlineTexts,
  retryDelays,
} from './offline-page'

const TEXTS = { ru: offlineTexts(ru), en: offlineTexts(en), kk: offlineTexts(kk), uz: offlineTexts(uz) }

describe('the offline page (issue 12)', () => {
  it('has its texts in all four languages', () => {
    for (const texts of Object.values(TEXTS)) expect(texts?.offline_title).toBeTruthy()
  })

  it.each([null, 'x', {}, { offline_title: 'a', offline_text: '', retry: 'b' }])(
    'a file without the texts (%j) gives none',
    (file) => {
      expect(offlineTexts(file)).toBeNull()
    },
  )

  it('checks the network after 2 s, the interval doubling up to 60 s (spec 2 §4 online check)', () => {
    expect(retryDelays()).toEqual([2000, 4000, 8000, 16000, 32000, 60000])
  })

  it('shows the default language (ru) and carries the others for the viewer’s stored choice', () => {
    const html = offlinePageHtml({ ru: TEXTS.ru!, en: TEXTS.en! }, 'abc123') ?? ''
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain(`<h1 data-text="offline_title">${escapeHtml(ru.offline_title)}</h1>`)
    expect(html).toContain(JSON.stringify(en.offline_text))
    expect(html).toContain('<script nonce="abc123">')
    expect(html).toContain('"storageKey":"efir.language"')
  })

  it('falls back to any language it has; none at all is no page', () => {
    expect(offlinePageHtml({ en: TEXTS.en! }, 'n')).toContain(en.offline_title)
    expect(offlinePageHtml({}, 'n')).toBeNull()
  })

  it('escapes texts: an operator’s text cannot end the script or add markup', () => {
    const evil = {
      offline_title: '<b>x</b>',
      offline_text: '</script><script>alert(1)</script>',
      retry: '"&',
    }
    const html = offlinePageHtml({ ru: evil }, 'n') ?? ''
    expect(html).not.toContain('<b>x</b>')
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })

  it('is drawn in the brand’s colours the page left, else the client’s own', () => {
    const aurora = { background: '#0b1d2a', text: '#e6f1f5', primary: '#0f766e', on_primary: '#ffffff' }
    const html = offlinePageHtml({ ru: TEXTS.ru! }, 'n', aurora) ?? ''
    expect(html).toContain('background:#0b1d2a;color:#e6f1f5')
    expect(html).toContain('background:#0f766e;color:#ffffff')
    expect(offlinePageHtml({ ru: TEXTS.ru! }, 'n')).toContain(
      `background:${DEFAULT_OFFLINE_COLORS.background};`,
    )
  })

  it('runs only its own script', () => {
    expect(offlinePagePolicy('n1')).toContain("script-src 'nonce-n1'")
    expect(offlinePagePolicy('n1')).toContain("default-src 'none'")
  })
})
