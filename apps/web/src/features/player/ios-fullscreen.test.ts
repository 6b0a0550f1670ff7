import { describe, expect, it } from 'vitest'
import { IosFullscreenGuard } from './ios-fullscreen'

describe('spec 2 §4 iOS fullscreen pause rules', () => {
  it('a pause within 2 s of entering is the system’s: leaving resumes, animations blocked 3 s', () => {
    const g = new IosFullscreenGuard()
    g.enter(1000)
    g.paused(2500)
    expect(g.exit(4000, true)).toBe(true)
    expect(g.animationsBlocked(6999)).toBe(true)
    expect(g.animationsBlocked(7000)).toBe(false)
  })

  it('a pause over 2 s after entering is the viewer’s: leaving keeps it paused', () => {
    const g = new IosFullscreenGuard()
    g.enter(1000)
    g.paused(3001)
    expect(g.exit(5000, true)).toBe(false)
    expect(g.animationsBlocked(5000)).toBe(false)
  })

  it('exactly 2 s is still the guard', () => {
    const g = new IosFullscreenGuard()
    g.enter(0)
    g.paused(2000)
    expect(g.exit(2100, true)).toBe(true)
  })

  it('a pause from our own controls before fullscreen is kept', () => {
    const g = new IosFullscreenGuard()
    g.userPause()
    g.enter(0)
    expect(g.exit(500, true)).toBe(false)
  })

  it('playing again clears the viewer’s pause; a playing video is not touched on exit', () => {
    const g = new IosFullscreenGuard()
    g.userPause()
    g.played()
    g.enter(0)
    expect(g.fullscreen).toBe(true)
    expect(g.exit(100, false)).toBe(false)
    expect(g.fullscreen).toBe(false)
  })
})
