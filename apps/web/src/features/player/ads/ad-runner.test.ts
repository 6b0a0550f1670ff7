import { describe, expect, it, vi } from 'vitest'
import { AD_LOAD_TIMEOUT_MS, AD_MEDIA_TIMEOUT_MS, playAdMedia, runRoll, type AdRunnerDeps } from './ad-runner'
import { AD_ERROR, AdError, parseVast } from './vast'

const vast = (media: string) =>
  `<VAST version="3.0"><Ad><InLine><Impression>/imp/${media}</Impression><Error>/err?c=[ERRORCODE]</Error><Creatives><Creative><Linear><MediaFiles><MediaFile type="video/mp4">${media}</MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`

function deps(
  patch: Partial<AdRunnerDeps> = {},
): AdRunnerDeps & { played: string[]; pings: string[]; errors: number[]; sleeps: number[] } {
  const d = {
    played: [] as string[],
    pings: [] as string[],
    errors: [] as number[],
    sleeps: [] as number[],
    fetchText: (url: string) => Promise.resolve(vast(`${url}.mp4`)),
    ping: (url: string) => void d.pings.push(url),
    canPlay: () => true,
    play: (media: string) => {
      d.played.push(media)
      return Promise.resolve()
    },
    sleep: (ms: number) => {
      d.sleeps.push(ms)
      return Promise.resolve()
    },
    onError: (r: { code: number }) => void d.errors.push(r.code),
    now: () => 0,
    ...patch,
  }
  return d
}

describe('spec 2 §4 ad roll', () => {
  it('plays ads one by one up to max_advertising', async () => {
    const d = deps()
    expect(await runRoll(['a', 'b', 'c'], 2, d, new AbortController().signal)).toBe(2)
    expect(d.played).toEqual(['a.mp4', 'b.mp4'])
  })

  it('a failure is kept, pauses ads 5 s and tries the next', async () => {
    const d = deps({
      play: vi.fn((media: string) =>
        media === 'a.mp4' ? Promise.reject(new AdError(AD_ERROR.mediaTimeout, 'late')) : Promise.resolve(),
      ),
    })
    expect(await runRoll(['a', 'b'], 0, d, new AbortController().signal)).toBe(1)
    expect(d.errors).toEqual([402])
    expect(d.pings).toContain('/err?c=402')
    expect(d.sleeps).toEqual([5000])
  })

  it('reports each ad of the roll (spec 2 §3 "Ad event")', async () => {
    const events: string[] = []
    const d = deps({
      play: (media: string) =>
        media === 'a.mp4' ? Promise.reject(new AdError(AD_ERROR.playback, 'broken')) : Promise.resolve(),
      onEvent: (event, index, url) => void events.push(`${event}:${index}:${url}`),
    })
    await runRoll(['a', 'b'], 0, d, new AbortController().signal)
    expect(events).toEqual(['start:0:a', 'error:0:a', 'start:1:b', 'complete:1:b'])
  })

  it('a broken tag is an error 100 and the channel goes on without a pause at the end', async () => {
    const d = deps({ fetchText: () => Promise.resolve('<nope') })
    expect(await runRoll(['a'], 1, d, new AbortController().signal)).toBe(0)
    expect(d.errors).toEqual([100])
    expect(d.sleeps).toEqual([])
  })

  it('stops when aborted (channel switch)', async () => {
    const controller = new AbortController()
    controller.abort()
    const d = deps()
    expect(await runRoll(['a'], 1, d, controller.signal)).toBe(0)
    expect(d.played).toEqual([])
  })

  it('a VAST tag not loaded within 5 s is error 301', async () => {
    vi.useFakeTimers()
    try {
      const d = deps({ fetchText: () => new Promise<string>(() => undefined) })
      const roll = runRoll(['a'], 0, d, new AbortController().signal)
      await vi.advanceTimersByTimeAsync(AD_LOAD_TIMEOUT_MS - 1)
      expect(d.errors).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(await roll).toBe(0)
      expect(d.errors).toEqual([AD_ERROR.loadTimeout])
    } finally {
      vi.useRealTimers()
    }
  })

  it('an ad clip not started within 8 s is error 402', async () => {
    vi.useFakeTimers()
    try {
      const video = Object.assign(new EventTarget(), {
        src: '',
        muted: false,
        currentTime: 0,
        duration: 5,
        play: () => Promise.resolve(),
        pause: () => undefined,
        removeAttribute: () => undefined,
      }) as unknown as HTMLVideoElement
      const played = playAdMedia(
        video,
        'a.mp4',
        parseVast(vast('a.mp4')),
        () => undefined,
        new AbortController().signal,
      )
      const outcome = played.then(
        () => 'ended',
        (e: AdError) => e.code,
      )
      await vi.advanceTimersByTimeAsync(AD_MEDIA_TIMEOUT_MS)
      expect(await outcome).toBe(AD_ERROR.mediaTimeout)
    } finally {
      vi.useRealTimers()
    }
  })
})
