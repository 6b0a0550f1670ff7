import { describe, expect, it } from 'vitest'
import en from '../../public/locales/en/translation.json'
import kk from '../../public/locales/kk/translation.json'
import ru from '../../public/locales/ru/translation.json'
import uz from '../../public/locales/uz/translation.json'
import { SETTINGS_SECTIONS, pathOfSection } from '../features/settings/settings-rules'
import { routeTitleKey } from './route-titles'
import { MODAL_PAGE_ROUTES, PAGE_ROUTES, type RouteEntry } from './route-table'

const locales: Record<string, Record<string, string>> = { ru, en, kk, uz }
const entry = (path: string) =>
  [...PAGE_ROUTES, ...MODAL_PAGE_ROUTES].find((e) => e.path === path) as RouteEntry

describe('routeTitleKey: every route names its page in the tab (issue 32)', () => {
  it.each([...PAGE_ROUTES, ...MODAL_PAGE_ROUTES].filter((e) => e.screen !== 'home'))(
    '$path has a title in all four languages',
    (route) => {
      const key = routeTitleKey(route, route.path)
      expect(key).toBeDefined()
      for (const [language, texts] of Object.entries(locales))
        expect(texts[key ?? ''], `${route.path} ${language} ${key}`).toBeTruthy()
    },
  )

  it.each([
    ['/newyear', 'section_newyear'],
    ['/channels', 'section_channels'],
    ['/channelsfree', 'section_channels_free'],
    ['/terms', 'section_terms'],
    ['/packets', 'section_packets'],
    ['/packets/:id', 'section_packet'],
    ['/promo', 'section_promo'],
    ['/provider/:id', 'section_provider'],
    ['/watch/:id', 'section_watch'],
    ['/geo_lock', 'warning_unsupported_region'],
    ['/:slug', 'section_catalogue'],
    ['*', 'not_found_page'],
    ['/persons', 'not_found_page'],
  ])('%s is titled %s', (path, key) => {
    expect(routeTitleKey(entry(path), path)).toBe(key)
  })

  it('the front page is the provider’s own name', () => {
    expect(routeTitleKey(entry('/'), '/')).toBeUndefined()
    expect(routeTitleKey(entry('/startpage'), '/startpage')).toBeUndefined()
  })

  it.each(SETTINGS_SECTIONS)('the settings screen %s has its own title', (section) => {
    const path = pathOfSection(section)
    const route = entry(section.startsWith('language/') ? '/settings/language/:id' : '/settings/:id')
    const key = routeTitleKey(route, path)
    expect(key).toBe(`settings_title_${section.replace('/', '_')}`)
    expect(en[key as keyof typeof en]).toBeTruthy()
  })

  it('an unknown settings screen is the settings', () => {
    expect(routeTitleKey(entry('/settings/:id'), '/settings/nothing')).toBe('section_settings')
  })
})
