import { describe, expect, it, vi } from 'vitest'
import {
  commandFor,
  highlightFrom,
  isTypingTarget,
  type TvActions,
  type TvCommandContext,
} from './tv-commands'

const ctx = (over: Partial<TvCommandContext> = {}): TvCommandContext => ({
  typing: false,
  modalOpen: false,
  inList: true,
  highlighted: 2,
  count: 5,
  ...over,
})
const actions = (): TvActions => ({ highlight: vi.fn(), open: vi.fn(), zap: vi.fn(), back: vi.fn() })

describe('TV page commands', () => {
  it.each([
    ['ArrowUp', ctx(), 'highlight', 1],
    ['ArrowUp', ctx({ highlighted: 0 }), 'highlight', 0],
    ['ArrowUp', ctx({ highlighted: -1 }), 'highlight', 0],
    ['ArrowDown', ctx(), 'highlight', 3],
    ['ArrowDown', ctx({ highlighted: 4 }), 'highlight', 4],
    ['ArrowDown', ctx({ highlighted: -1 }), 'highlight', 0],
    ['Enter', ctx(), 'open', 2],
    ['PageUp', ctx(), 'zap', -1],
    ['PageDown', ctx(), 'zap', 1],
  ] as const)('%s → %s(%s)', (key, context, action, arg) => {
    const a = actions()
    commandFor(key, context)?.perform(context, a)
    expect(a[action]).toHaveBeenCalledWith(arg)
  })

  it('Escape goes back (spec 2 §2)', () => {
    const a = actions()
    commandFor('Escape', ctx())?.perform(ctx(), a)
    expect(a.back).toHaveBeenCalled()
  })

  it('does nothing while typing in the search box or under a modal', () => {
    expect(commandFor('ArrowDown', ctx({ typing: true }))).toBeUndefined()
    expect(commandFor('PageDown', ctx({ modalOpen: true }))).toBeUndefined()
  })

  it('arrows and Enter outside the list belong to the player; zapping works anywhere', () => {
    expect(commandFor('ArrowDown', ctx({ inList: false }))).toBeUndefined()
    expect(commandFor('Enter', ctx({ inList: false }))).toBeUndefined()
    expect(commandFor('PageDown', ctx({ inList: false }))?.name).toBe('zap-next')
  })

  it('Enter without a highlighted channel and unknown keys run nothing', () => {
    expect(commandFor('Enter', ctx({ highlighted: -1 }))).toBeUndefined()
    expect(commandFor('x', ctx())).toBeUndefined()
  })

  it('tells text fields from other targets', () => {
    const input = document.createElement('input')
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' })
    expect(isTypingTarget(input)).toBe(true)
    expect(isTypingTarget(checkbox)).toBe(false)
    expect(isTypingTarget(document.createElement('a'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('highlightFrom: the arrows move from the focused card (issue 31)', () => {
  const list = document.createElement('ul')
  list.innerHTML = [0, 1, 2, 3]
    .map(
      (i) => `<li><a href="/c/${i}" data-channel-link>Channel ${i}</a><button>favourite ${i}</button></li>`,
    )
    .join('')
  const cards = [...list.querySelectorAll('[data-channel-link]')]
  const buttons = [...list.querySelectorAll('button')]

  it.each([
    ['a card reached by Tab', cards[3], 1, 3],
    ['its row’s favourite button', buttons[0], 2, 0],
    ['nothing of the list (the highlighted, the playing channel at first)', list, 2, 2],
    ['no target', null, 1, 1],
  ])('%s', (_name, target, highlighted, expected) => {
    expect(highlightFrom(cards, target ?? null, highlighted)).toBe(expected)
  })
})
