import { beforeEach, describe, expect, it } from 'vitest'
import {
  effectivePriorities,
  moveLanguage,
  orderedLanguages,
  readTrackPriority,
  TRACK_PRIORITY_KEYS,
  writeTrackPriority,
} from './track-priorities'

const network = [
  { key: 'en', name: 'English', priority: 2, interface: true },
  { key: 'ru', name: 'Русский', priority: 1, interface: true },
  { key: 'kk', name: 'Қазақша', priority: 3, interface: true },
]

describe('track priorities (spec 1 §9 "an audio language priority list is stored")', () => {
  beforeEach(() => window.localStorage.clear())

  it('without a stored order: the network order', () => {
    expect(orderedLanguages(network, []).map((l) => l.key)).toEqual(['ru', 'en', 'kk'])
  })
  it("the viewer's order first, the rest by the network's; unknown keys dropped", () => {
    expect(orderedLanguages(network, ['kk', 'xx']).map((l) => l.key)).toEqual(['kk', 'ru', 'en'])
    expect(effectivePriorities(network, ['en'])).toEqual([
      { key: 'en', priority: 1 },
      { key: 'ru', priority: 2 },
      { key: 'kk', priority: 3 },
    ])
  })
  it('moves one step and stays inside the list', () => {
    expect(moveLanguage(['ru', 'en', 'kk'], 1, -1)).toEqual(['en', 'ru', 'kk'])
    expect(moveLanguage(['ru', 'en', 'kk'], 1, 1)).toEqual(['ru', 'kk', 'en'])
    expect(moveLanguage(['ru', 'en', 'kk'], 0, -1)).toEqual(['ru', 'en', 'kk'])
    expect(moveLanguage(['ru', 'en', 'kk'], 2, 1)).toEqual(['ru', 'en', 'kk'])
  })
  it('is stored per kind and survives a reload (localStorage)', () => {
    writeTrackPriority('audio', ['en', 'ru'])
    expect(readTrackPriority('audio')).toEqual(['en', 'ru'])
    expect(readTrackPriority('text')).toEqual([])
    window.localStorage.setItem(TRACK_PRIORITY_KEYS.text, '{broken')
    expect(readTrackPriority('text')).toEqual([])
  })
})
