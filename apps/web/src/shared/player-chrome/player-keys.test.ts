import { describe, expect, it } from 'vitest'
import { initialPlayerState } from '@efir/player'
import { commandEffect, inPlayerScope, isOwnKeyTarget, keyAnnouncement, radioKeyIndex } from './player-keys'

function el(html: string): HTMLElement {
  const box = document.createElement('div')
  box.innerHTML = html
  document.body.append(box)
  return box.firstElementChild as HTMLElement
}

describe('isOwnKeyTarget', () => {
  it.each([
    ['a text field keeps every key', '<input type="text">', 'ArrowLeft', true],
    ['a slider keeps its arrows', '<div role="slider" tabindex="0"></div>', 'ArrowLeft', true],
    ['a settings radio keeps its arrows', '<button role="radio"></button>', 'ArrowDown', true],
    ['space on a focused button presses it', '<button>Mute</button>', ' ', true],
    ['arrows on a focused button are the player’s', '<button>Mute</button>', 'ArrowUp', false],
    ['a checkbox does not keep space', '<input type="checkbox">', 'ArrowUp', false],
  ])('%s', (_name, html, key, expected) => {
    expect(isOwnKeyTarget(el(html), key)).toBe(expected)
  })
})

describe('inPlayerScope', () => {
  const dialog = el(
    '<div role="dialog"><div id="player"><button>x</button></div><ul><li tabindex="0">1</li></ul></div>',
  )
  const player = dialog.querySelector('#player')
  it.each([
    ['the body', document.body, true],
    ['the dialog holding the player (the TV page)', dialog, true],
    ['a control in the player', dialog.querySelector('button'), true],
    ['a list beside the player', dialog.querySelector('li'), false],
  ])('%s', (_name, target, expected) => {
    expect(inPlayerScope(target, player)).toBe(expected)
  })
})

describe('keyAnnouncement', () => {
  it.each([
    [{ kind: 'play-pause', wasPlaying: true } as const, 'player_announce_paused', undefined],
    [{ kind: 'play-pause', wasPlaying: false } as const, 'player_announce_playing', undefined],
    [{ kind: 'skip', direction: -1 } as const, 'player_skip_back', undefined],
    [{ kind: 'skip', direction: 1 } as const, 'player_skip_forward', undefined],
    // spec 2 §4: volume step 0.05, clamped 0..1
    [{ kind: 'volume', direction: 1, volume: 0.5 } as const, 'player_announce_volume', { percent: 55 }],
    [{ kind: 'volume', direction: 1, volume: 1 } as const, 'player_announce_volume', { percent: 100 }],
    [{ kind: 'volume', direction: -1, volume: 0.02 } as const, 'player_announce_volume', { percent: 0 }],
  ])('%j', (effect, key, values) => {
    expect(keyAnnouncement(effect)).toEqual(values ? { key, values } : { key })
  })
})

describe('commandEffect', () => {
  const playing = { ...initialPlayerState(), status: 'playing' as const, volume: 0.4 }
  it('reads the state before the key', () => {
    expect(commandEffect('togglePlay', playing)).toEqual({ kind: 'play-pause', wasPlaying: true })
    expect(commandEffect('volumeDown', playing)).toEqual({ kind: 'volume', direction: -1, volume: 0.4 })
    expect(commandEffect('skipBack', playing)).toEqual({ kind: 'skip', direction: -1 })
    expect(commandEffect('toggleFullscreen', playing)).toBeNull()
  })
})

describe('radioKeyIndex', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowLeft', 1, 3, 0],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 0, 3, null],
    ['ArrowDown', 0, 0, null],
  ])('%s from %i of %i → %s', (key, index, count, expected) => {
    expect(radioKeyIndex(key, index, count)).toBe(expected)
  })
})
