import { describe, expect, it } from 'vitest'
import { episodeName } from './episode-name'

/** The four languages' keys as the locale files have them (public/locales/{lng}/translation.json). */
const KEYS = {
  ru: {
    catalogue_episode: 'Сезон {{season}}, серия {{series}}',
    content_episode_name: '{{number}} серия. {{title}}',
  },
  en: {
    catalogue_episode: 'Season {{season}}, episode {{series}}',
    content_episode_name: 'Episode {{number}}. {{title}}',
  },
} as const

const translator =
  (lng: keyof typeof KEYS) =>
  (key: string, options: Record<string, unknown>): string =>
    KEYS[lng][key as keyof (typeof KEYS)['ru']].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(options[name]),
    )

describe('episodeName (issue 31: no number said twice)', () => {
  it.each([
    ['ru', 'Улицы разбитых фонарей. Сезон 1, серия 6', 1, 6, 'Сезон 1, серия 6'],
    ['en', 'Улицы разбитых фонарей. Season 1, episode 6', 1, 6, 'Season 1, episode 6'],
    ['en', 'Pilot', 1, 1, 'Episode 1. Pilot'],
    ['ru', 'Пилот', 2, 3, '3 серия. Пилот'],
    ['en', 'Season 1, episode 12', 1, 12, 'Season 1, episode 12'],
    // another number than the episode's is its own name
    ['en', 'Улицы. Season 1, episode 7', 1, 6, 'Episode 6. Улицы. Season 1, episode 7'],
  ] as const)('%s: %j (season %i, episode %i) → %j', (lng, title, season, series, name) => {
    expect(episodeName({ title, season, series }, translator(lng))).toBe(name)
  })

  it('a content without a number keeps its title', () => {
    expect(episodeName({ title: 'Матрица', season: null, series: null }, translator('en'))).toBe('Матрица')
  })
})
