import { describe, expect, it } from 'vitest'
import { matchesName, searchSkeleton, toLatin } from './translit'

describe('channel search transliteration (spec 2 §5)', () => {
  it.each([
    ['Первый канал', 'perviy'],
    ['Первый канал', 'pervyj'],
    ['Первый канал', 'ПЕРВЫЙ'],
    ['Россия 24', 'rossiya'],
    ['Пятница!', 'pyatnitsa'],
    ['Матч ТВ', 'match'],
    ['Карусель', 'karusel'],
    ['Pervyj Kanal', 'первый'],
    ['Discovery', 'DISCO'],
    ['Хабар', 'khabar'],
    ['Qazaqstan', 'казак'],
  ])('%s is found by %s', (name, query) => {
    expect(matchesName(name, query)).toBe(true)
  })

  it.each([
    ['Первый канал', 'vtoroy'],
    ['Матч ТВ', 'sport'],
    ['Discovery', 'дисней'],
  ])('%s is not found by %s', (name, query) => {
    expect(matchesName(name, query)).toBe(false)
  })

  it('an empty query matches everything', () => {
    expect(matchesName('Любой', '  ')).toBe(true)
  })

  it('folds Cyrillic to a Latin skeleton', () => {
    expect(toLatin('Щука')).toBe('schuka')
    expect(searchSkeleton('Первый  Канал')).toBe('pervi kanal')
  })
})
