import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CastStatus } from './cast'
import { useCast } from './use-cast'

// the Cast sender without Google's script: a session that the test drives
const session = { onStatus: (_: CastStatus) => undefined as void, stop: vi.fn() }
vi.mock('./cast-sender', () => ({
  CastSessionError: class extends Error {},
  loadCastSender: () => Promise.resolve({}),
  castWithSender: (_api: unknown, _url: string, _live: boolean, onStatus: (s: CastStatus) => void) => {
    session.onStatus = onStatus
    onStatus('connected')
    return Promise.resolve({ device: 'Living room TV', stop: session.stop })
  },
}))

describe('useCast: local playback while a Cast sender session runs (spec 2 §4 "Casting")', () => {
  beforeEach(() => {
    vi.stubGlobal('isSecureContext', true)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/130.0 Safari/537.36')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  const setup = () => {
    const pauseLocal = vi.fn()
    const resumeLocal = vi.fn()
    const hook = renderHook(() =>
      useCast({
        videoRef: { current: null },
        url: '/media/live/102/master.m3u8',
        live: true,
        alert: vi.fn(),
        pauseLocal,
        resumeLocal,
      }),
    )
    return { hook, pauseLocal, resumeLocal }
  }

  it('pauses the local video when the session starts and resumes it when the viewer stops casting', async () => {
    const { hook, pauseLocal, resumeLocal } = setup()
    expect(pauseLocal).not.toHaveBeenCalled()
    act(() => {
      hook.result.current.start()
    })
    await vi.waitFor(() => expect(hook.result.current.device).toBe('Living room TV'), { timeout: 5_000 })
    expect(pauseLocal).toHaveBeenCalledTimes(1)
    expect(resumeLocal).not.toHaveBeenCalled()
    act(() => hook.result.current.stop())
    expect(session.stop).toHaveBeenCalled()
    expect(resumeLocal).toHaveBeenCalledTimes(1)
    expect(pauseLocal).toHaveBeenCalledTimes(1)
  })

  it('resumes the local video when the receiver ends the session', async () => {
    const { hook, pauseLocal, resumeLocal } = setup()
    act(() => {
      hook.result.current.start()
    })
    await vi.waitFor(() => expect(pauseLocal).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    act(() => session.onStatus('disconnected'))
    expect(resumeLocal).toHaveBeenCalledTimes(1)
    expect(hook.result.current.active).toBe(false)
  })
})
