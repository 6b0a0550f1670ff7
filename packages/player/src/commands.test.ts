import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPlayerCommands, runPlayerCommand, type CommandContext, type CommandTarget } from './commands'
import { initialPlayerState } from './initial-state'
import type { PlayPauseDecision } from './live-rules'

describe('keyboard commands (spec 2 §4 "Keyboard")', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const setup = (over: Partial<CommandContext> = {}) => {
    let state = initialPlayerState({ status: 'playing', canSeek: true, currentTime: 100, volume: 0.5 })
    const target: CommandTarget = {
      getState: () => state,
      togglePlay: vi.fn((): PlayPauseDecision => ({ kind: 'refuse', warning: 'warning_archive_no_pause' })),
      seek: vi.fn((t: number) => void (state = { ...state, currentTime: t })),
      setVolume: vi.fn((v: number) => void (state = { ...state, volume: v })),
    }
    const ctx: CommandContext = {
      preview: false,
      adPlaying: false,
      modalOpen: false,
      textInputFocused: false,
      hasArchive: true,
      toggleFullscreen: vi.fn(),
      onPlayPause: vi.fn(),
      ...over,
    }
    const commands = createPlayerCommands({
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    })
    const press = (key: string, code = key) =>
      runPlayerCommand(commands, { key, code }, target, ctx)?.name ?? null
    return { target, ctx, press }
  }

  it.each([
    [' ', 'Space', 'togglePlay'],
    ['f', 'KeyF', 'toggleFullscreen'],
    ['а', 'KeyF', 'toggleFullscreen'],
    ['ArrowLeft', 'ArrowLeft', 'skipBack'],
    ['ArrowRight', 'ArrowRight', 'skipForward'],
    ['ArrowUp', 'ArrowUp', 'volumeUp'],
    ['ArrowDown', 'ArrowDown', 'volumeDown'],
    ['k', 'KeyK', null],
  ])('%j (%s) → %s', (key, code, name) => expect(setup().press(key, code)).toBe(name))

  it.each([
    ['preview mode', { preview: true }],
    ['an ad runs', { adPlaying: true }],
    ['a modal is open', { modalOpen: true }],
    ['focus in the search input', { textInputFocused: true }],
  ])('nothing happens when %s', (_n, over) => {
    const { press, target } = setup(over)
    expect(press(' ', 'Space')).toBeNull()
    expect(target.togglePlay).not.toHaveBeenCalled()
  })

  it('ignores keys with ctrl/alt/meta', () => {
    const { target, ctx } = setup()
    const commands = createPlayerCommands()
    expect(runPlayerCommand(commands, { key: 'f', code: 'KeyF', ctrlKey: true }, target, ctx)).toBeNull()
  })

  it('space passes hasArchive and hands a refusal to the app', () => {
    const { press, target, ctx } = setup()
    press(' ', 'Space')
    expect(target.togglePlay).toHaveBeenCalledWith({ hasArchive: true })
    expect(ctx.onPlayPause).toHaveBeenCalledWith({ kind: 'refuse', warning: 'warning_archive_no_pause' })
  })

  it('f calls the host fullscreen toggle', () => {
    const { press, ctx } = setup()
    press('f', 'KeyF')
    expect(ctx.toggleFullscreen).toHaveBeenCalledTimes(1)
  })

  it('skips add up and seek once, 500 ms after the last press', () => {
    const { press, target } = setup()
    press('ArrowRight')
    vi.advanceTimersByTime(300)
    press('ArrowRight')
    vi.advanceTimersByTime(300)
    press('ArrowLeft')
    press('ArrowRight')
    vi.advanceTimersByTime(499)
    expect(target.seek).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(target.seek).toHaveBeenCalledExactlyOnceWith(120)
  })

  it('skip goes to the app when it crosses programmes itself', () => {
    const skip = vi.fn()
    const { press, target } = setup({ skip })
    press('ArrowLeft')
    vi.advanceTimersByTime(500)
    expect(skip).toHaveBeenCalledWith(-10)
    expect(target.seek).not.toHaveBeenCalled()
  })

  it('volume steps 0.05, at most once per 100 ms of key repeat', () => {
    const { press, target } = setup()
    press('ArrowUp')
    vi.advanceTimersByTime(30)
    press('ArrowUp') // auto-repeat inside 100 ms: ignored
    vi.advanceTimersByTime(70)
    press('ArrowUp')
    expect(target.getState().volume).toBe(0.6)
    vi.advanceTimersByTime(100)
    press('ArrowDown')
    expect(target.getState().volume).toBe(0.55)
  })
})
