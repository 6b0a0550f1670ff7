import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { PlayerController, preferredUrl } from './controller'
import { BandwidthMemory } from './hls-config'
import { OnlineWatcher } from './online-watcher'
import { SWITCH_HOLD_MS } from './switch-hold'
import { INLINE_MAX_AGE_MS } from './token-loader'
import { EVENTS, FakeHls, FakeLoader, FakeVideo, fakeHlsModule } from './testing/fakes'
import type { PlayerEvent, PlayerSource, PlayerState } from './types'
import { TEARDOWN_DELAY_MS } from './video-pair'

const live = (hls_mbr?: string, hls?: string): PlayerSource => ({
  kind: 'hls',
  urls: { hls_mbr, hls },
  live: true,
})
const archive = (url: string, startPosition?: number): PlayerSource => ({
  kind: 'hls',
  urls: { hls: url },
  live: false,
  startPosition,
})
const memoryStorage = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

function setup(
  options: {
    onForbidden?: () => Promise<PlayerSource | null>
    online?: { value: boolean }
    warmUrl?: (url: string) => void
  } = {},
) {
  const video = new FakeVideo()
  const up = options.online ?? { value: true }
  const watcher = new OnlineWatcher({
    events: null,
    initiallyOnline: true,
    fetch: () => (up.value ? Promise.resolve({ ok: true }) : Promise.reject(new Error('down'))),
  })
  const loadHls = vi.fn(fakeHlsModule)
  const ctrl = new PlayerController(video.asElement(), {
    loadHls,
    onlineWatcher: watcher,
    bandwidth: new BandwidthMemory(memoryStorage()),
    ...(options.onForbidden ? { onForbidden: options.onForbidden } : {}),
    ...(options.warmUrl ? { warmUrl: options.warmUrl } : {}),
  })
  const events: PlayerEvent[] = []
  ctrl.attachListener((e) => events.push(e))
  const hls = () => {
    const h = FakeHls.instances.at(-1)
    if (!h) throw new Error('no hls instance')
    return h
  }
  return { video, ctrl, hls, events, loadHls, watcher, up }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeHls.instances = []
  FakeHls.supported = true
})
afterEach(() => void vi.useRealTimers())

describe('PlayerController: loading (spec 2 §4 "Player states")', () => {
  it('prefers hls_mbr over hls', () => {
    expect(preferredUrl(live('mbr.m3u8', 'one.m3u8'))).toBe('mbr.m3u8')
    expect(preferredUrl(live(undefined, 'one.m3u8'))).toBe('one.m3u8')
  })

  it('imports hls.js lazily with the spec buffers and zap settings, then plays after the manifest', async () => {
    const { ctrl, hls, video, loadHls } = setup()
    expect(loadHls).not.toHaveBeenCalled()
    await ctrl.load(live('a/mbr.m3u8', 'a/one.m3u8'))
    expect(ctrl.getState()).toMatchObject({ status: 'loading', url: 'a/mbr.m3u8', live: true, engine: 'hls' })
    expect(hls().config).toMatchObject({
      maxBufferLength: 5,
      maxBufferSize: 5242880,
      maxMaxBufferLength: 10,
      maxBufferHole: 0.3,
      startLevel: 0,
      testBandwidth: false,
      lowLatencyMode: false,
      abrEwmaDefaultEstimate: 2_000_000,
      startPosition: -1,
    })
    expect(hls().calls).toEqual(['loadSource:a/mbr.m3u8', 'attachMedia'])
    hls().parseManifest()
    expect(video.play).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    const s = ctrl.getState()
    expect(s.status).toBe('playing')
    expect(s.levels.map((l) => l.height)).toEqual([1080, 720, 360])
    expect(s.audioTracks.map((t) => t.id)).toEqual([0, 2])
  })

  it('choosing the audio track that plays switches nothing; another track switches once', async () => {
    const { ctrl, hls } = setup()
    await ctrl.load(live('a.m3u8'))
    hls().parseManifest()
    ctrl.setAudioTrack(0) // the app's saved choice, the track hls.js plays: a live track would reload
    expect(hls().calls.filter((c) => c.startsWith('audioTrack'))).toEqual([])
    ctrl.setAudioTrack(2)
    expect(hls().calls.filter((c) => c.startsWith('audioTrack'))).toEqual(['audioTrack:2'])
    expect(ctrl.getState().audioTrack).toBe(2)
  })

  it('reuses the hls instance across channel switches (detach, loadSource, attach)', async () => {
    const { ctrl, hls } = setup()
    await ctrl.load(live('a.m3u8'))
    await ctrl.load(archive('b.m3u8', 120))
    expect(FakeHls.instances).toHaveLength(1)
    expect(hls().calls).toEqual([
      'loadSource:a.m3u8',
      'attachMedia',
      'detachMedia',
      'loadSource:b.m3u8',
      'attachMedia',
    ])
    expect(hls().config.startPosition).toBe(120)
  })

  it('seeds the next instance from the last measured bandwidth', async () => {
    const { ctrl, hls } = setup()
    await ctrl.load(live('a.m3u8'))
    hls().bandwidthEstimate = 7_500_000
    hls().emit('hlsFragLoaded')
    ctrl.destroy()
    const storage = memoryStorage()
    const memory = new BandwidthMemory(storage)
    memory.set(7_500_000)
    expect(new BandwidthMemory(storage).get()).toBe(7_500_000)
  })

  it('error state 2 with no source URL or no video element (spec 2 §4)', async () => {
    const { ctrl } = setup()
    await ctrl.load(live())
    expect(ctrl.getState()).toMatchObject({ errorState: 2, status: 'idle', url: null })
    const headless = new PlayerController(null, { loadHls: fakeHlsModule, onlineWatcher: null })
    await headless.load(live('a.m3u8'))
    expect(headless.getState().errorState).toBe(2)
    headless.destroy()
  })

  it('gives a codec error when neither MSE nor native HLS is available', async () => {
    FakeHls.supported = false
    const { ctrl } = setup()
    await ctrl.load(live('a.m3u8'))
    expect(ctrl.getState()).toMatchObject({ status: 'error', codecError: true, error: { kind: 'codec' } })
  })
})

describe('PlayerController: errors and recovery (spec 2 §4)', () => {
  it('network errors restart loading; the third pauses and destroys (error_video_download)', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(archive('a.m3u8'))
    video.currentTime = 42
    hls().error('networkError', 'levelLoadError', true)
    hls().error('networkError', 'levelLoadError', true)
    expect(hls().calls.filter((c) => c.startsWith('startLoad'))).toEqual(['startLoad:42', 'startLoad:42'])
    hls().error('networkError', 'levelLoadError', true)
    expect(video.pause).toHaveBeenCalled()
    expect(hls().destroyed).toBe(true)
    expect(ctrl.getState()).toMatchObject({ status: 'error', errorCount: 3, error: { kind: 'download' } })
  })

  it('a load hls.js lost (15 s without a fragment asked for or an error) restarts; the third time is the download error', async () => {
    const { ctrl, hls } = setup()
    await ctrl.load(live('a.m3u8'))
    const restarts = () => hls().calls.filter((c) => c.startsWith('startLoad'))
    await vi.advanceTimersByTimeAsync(14_000)
    hls().emit(EVENTS.FRAG_LOADING, { frag: { type: 'main', sn: 1 } }) // a fragment asked for: the count starts over
    await vi.advanceTimersByTimeAsync(14_000)
    expect(restarts()).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(restarts()).toEqual(['startLoad:-1'])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(restarts()).toEqual(['startLoad:-1', 'startLoad:-1'])
    expect(ctrl.getState()).toMatchObject({ status: 'error', errorCount: 3, error: { kind: 'download' } })
  })

  it('fatal media errors recover; incompatible codecs pause with a codec error', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(live('a.m3u8'))
    hls().error('mediaError', 'bufferAppendError', true)
    expect(hls().calls).toContain('recoverMediaError')
    hls().error('mediaError', 'bufferIncompatibleCodecsError', true)
    expect(video.pause).toHaveBeenCalled()
    expect(ctrl.getState()).toMatchObject({ codecError: true, status: 'error' })
  })

  it('more than 5 parsing/stall errors: video error, then retry ticks seek 10 s × count from where it began', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(archive('a.m3u8'))
    video.setSeekable(0, 10_000)
    video.currentTime = 100
    video.dispatchEvent(new Event('timeupdate'))
    for (let i = 0; i < 6; i++) hls().error('mediaError', 'bufferStalledError', false)
    expect(ctrl.getState()).toMatchObject({ videoError: true, errorCount: 0 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(video.currentTime).toBe(110)
    await vi.advanceTimersByTimeAsync(1000)
    expect(video.currentTime).toBe(120)
    // a lasting error (segments answering 404): rounds of 10 retries stay within 100 s (issue 31)
    await vi.advanceTimersByTimeAsync(28_000)
    expect(video.currentTime).toBeLessThanOrEqual(200)
    video.dispatchEvent(new Event('playing'))
    expect(ctrl.getState().videoError).toBe(false)
  })

  it('a seek moves the position as it starts, and the position outlives destroy', async () => {
    const { ctrl, video } = setup()
    await ctrl.load(archive('a.m3u8'))
    video.setSeekable(0, 10_000)
    video.currentTime = 60
    video.dispatchEvent(new Event('timeupdate'))
    ctrl.seek(85)
    video.dispatchEvent(new Event('seeking')) // the element's own event; no timeupdate while it buffers
    expect(ctrl.getState().currentTime).toBe(85)
    ctrl.destroy()
    expect(ctrl.getState().currentTime).toBe(85)
  })

  it('on mobile an internal exception removes the top level', async () => {
    const video = new FakeVideo()
    const ctrl = new PlayerController(video.asElement(), {
      loadHls: fakeHlsModule,
      onlineWatcher: null,
      isMobile: true,
    })
    await ctrl.load(live('a.m3u8'))
    const hls = FakeHls.instances[0]
    hls?.parseManifest()
    hls?.error('otherError', 'internalException', false)
    expect(hls?.calls).toContain('removeLevel:3')
    ctrl.destroy()
  })

  it('a 403 refreshes the token once and reloads at the same position; a second 403 is final', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(archive('b.m3u8?token=new')))
    const { ctrl, hls, video } = setup({ onForbidden })
    await ctrl.load(archive('b.m3u8?token=old'))
    video.currentTime = 300
    video.dispatchEvent(new Event('timeupdate'))
    hls().error('networkError', 'fragLoadError', false, 403)
    hls().error('networkError', 'fragLoadError', true, 403) // while refreshing: ignored
    await vi.advanceTimersByTimeAsync(0)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(hls().url).toBe('b.m3u8?token=new')
    expect(hls().config.startPosition).toBe(300)
    hls().error('networkError', 'fragLoadError', false, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(ctrl.getState()).toMatchObject({ status: 'error', error: { kind: 'forbidden' } })
  })

  it('after a 403 refresh, archive resumes at the current position, not the new source start', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(archive('b.m3u8?token=new', 0)))
    const { ctrl, hls, video } = setup({ onForbidden })
    await ctrl.load(archive('b.m3u8?token=old', 0))
    video.currentTime = 450
    video.dispatchEvent(new Event('timeupdate'))
    hls().error('networkError', 'fragLoadError', false, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(hls().url).toBe('b.m3u8?token=new')
    expect(hls().config.startPosition).toBe(450)
  })

  it('after a 403 refresh, live restarts at the live edge', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(live('c.m3u8?token=new')))
    const { ctrl, hls, video } = setup({ onForbidden })
    await ctrl.load(live('c.m3u8?token=old'))
    video.currentTime = 90
    video.dispatchEvent(new Event('timeupdate'))
    hls().error('networkError', 'levelLoadError', true, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(hls().url).toBe('c.m3u8?token=new')
    expect(hls().config.startPosition).toBe(-1)
  })

  it('a new load() gets its own token refresh', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(live('c.m3u8')))
    const { ctrl, hls } = setup({ onForbidden })
    await ctrl.load(live('a.m3u8'))
    hls().error('networkError', 'levelLoadError', true, 403)
    await vi.advanceTimersByTimeAsync(0)
    await ctrl.load(live('d.m3u8'))
    hls().error('networkError', 'levelLoadError', true, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(onForbidden).toHaveBeenCalledTimes(2)
  })
})

describe('PlayerController: media tokens (issue 8)', () => {
  // a token of the efir origin: scope.viewer.expiry.ttl.signature; 600 s → renewed after 450 s
  const tokened = (token: string) => live(`https://tv/media/live/102/hls_mbr.m3u8?t=${token}`)
  const OLD = 'c102.7.1000.600.sigA'
  const NEW = 'c102.7.1450.600.sigB'

  it('renews the stream answer before the token ends, keeps playing, and sends later requests with the new token', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(tokened(NEW)))
    const { ctrl, hls } = setup({ onForbidden })
    await ctrl.load(tokened(OLD))
    hls().parseManifest()
    await vi.advanceTimersByTimeAsync(449_000)
    expect(onForbidden).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    // no reload: the same hls.js instance and source, nothing stopped
    expect(FakeHls.instances).toHaveLength(1)
    expect(hls().calls.filter((c) => c.startsWith('loadSource'))).toHaveLength(1)
    expect(ctrl.getState().status).not.toBe('error')
    // a segment URL the old playlist named goes out with the newest token, at once (no xhrSetup)
    expect(hls().config.xhrSetup).toBeUndefined()
    const Loader = hls().config.loader as new (config: unknown) => {
      load: (context: { url: string }) => void
    }
    const request = (url: string) => {
      new Loader({}).load({ url })
      return FakeLoader.requested.at(-1)
    }
    expect(request(`https://tv/media/seg/102/video/540p/9.m4s?t=${OLD}`)).toBe(
      `https://tv/media/seg/102/video/540p/9.m4s?t=${NEW}`,
    )
    // another channel's URL (a warm neighbour) keeps its own token
    const other = 'https://tv/media/seg/104/video/540p/9.m4s?t=c104.7.1000.600.sigC'
    expect(request(other)).toBe(other)
    // and the next renewal is scheduled from the new token
    await vi.advanceTimersByTimeAsync(450_000)
    expect(onForbidden).toHaveBeenCalledTimes(2)
    ctrl.destroy()
  })

  it('a master playlist the stream answer carried is read from memory once, not asked for', async () => {
    const { ctrl, hls } = setup()
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nvideo/540p.m3u8?t=x\n'
    const url = 'https://tv/media/live/102/hls_mbr.m3u8?t=x'
    await ctrl.load({ kind: 'hls', urls: { hls_mbr: url, hls: null }, live: true, hlsMbrPlaylist: master })
    const Loader = hls().config.loader as new (config: unknown) => {
      load: (context: { url: string }, config: unknown, callbacks: { onSuccess: Mock }) => void
    }
    const ask = async () => {
      const onSuccess = vi.fn()
      const before = FakeLoader.requested.length
      new Loader({}).load({ url }, {}, { onSuccess })
      await Promise.resolve()
      return {
        answered: onSuccess.mock.calls[0]?.[0] as unknown,
        asked: FakeLoader.requested.length > before,
      }
    }
    expect(await ask()).toEqual({ answered: { url, data: master, code: 200 }, asked: false })
    // given once: the same URL again (a retry, a reload) goes to the network
    expect(await ask()).toEqual({ answered: undefined, asked: true })
    ctrl.destroy()
  })

  it('the media playlists of a live start the answer carried are read from memory once, while fresh', async () => {
    const { ctrl, hls } = setup()
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nvideo/360p.m3u8?t=x\n'
    const url = 'https://tv/media/live/102/hls_mbr.m3u8?t=x'
    const media = {
      'video/360p.m3u8?t=x': '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:7\n',
      'audio/ru.m3u8?t=x': '#EXTM3U\n',
    }
    const source = { kind: 'hls', urls: { hls_mbr: url, hls: null }, live: true } as const
    const Loader = () =>
      hls().config.loader as new (config: unknown) => {
        load: (context: { url: string }, config: unknown, callbacks: { onSuccess: Mock }) => void
      }
    const ask = async (at: string) => {
      const onSuccess = vi.fn()
      const before = FakeLoader.requested.length
      new (Loader())({}).load({ url: at }, {}, { onSuccess })
      await Promise.resolve()
      return {
        data: (onSuccess.mock.calls[0]?.[0] as { data?: string } | undefined)?.data,
        asked: FakeLoader.requested.length > before,
      }
    }
    await ctrl.load({ ...source, hlsMbrPlaylist: master, hlsMbrMediaPlaylists: media })
    expect(await ask('https://tv/media/live/102/video/360p.m3u8?t=x')).toEqual({
      data: media['video/360p.m3u8?t=x'],
      asked: false,
    })
    expect(await ask('https://tv/media/live/102/video/360p.m3u8?t=x')).toEqual({
      data: undefined,
      asked: true,
    })
    // a live playlist kept longer than a segment is stale: hls.js gets the network's
    await ctrl.load({
      ...source,
      urls: { hls_mbr: `${url}2`, hls: null },
      hlsMbrPlaylist: master,
      hlsMbrMediaPlaylists: media,
    })
    await vi.advanceTimersByTimeAsync(INLINE_MAX_AGE_MS + 1)
    expect(await ask('https://tv/media/live/102/audio/ru.m3u8?t=x')).toEqual({ data: undefined, asked: true })
    ctrl.destroy()
  })

  it('a 403 on a segment refreshes exactly once; a refused refresh ends in the forbidden error, no loop', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(null))
    const { ctrl, hls } = setup({ onForbidden })
    await ctrl.load(tokened(OLD))
    hls().error('networkError', 'fragLoadError', false, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(ctrl.getState()).toMatchObject({ status: 'error', error: { kind: 'forbidden', code: 403 } })
    // nothing retries by itself afterwards (no renewal timer left for the failed load either)
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    ctrl.destroy()
  })

  it('a 403 after the refresh of the same load is final: one refresh, then the error', async () => {
    const onForbidden = vi.fn(() => Promise.resolve(tokened(NEW)))
    const { ctrl, hls } = setup({ onForbidden })
    await ctrl.load(tokened(OLD))
    hls().error('networkError', 'fragLoadError', false, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    hls().error('networkError', 'fragLoadError', false, 403)
    await vi.advanceTimersByTimeAsync(0)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(ctrl.getState()).toMatchObject({ status: 'error', error: { kind: 'forbidden' } })
    ctrl.destroy()
  })
})

describe('PlayerController: offline (spec 2 §4 "Offline")', () => {
  it('a cut longer than the retries ends in an error; the return reloads at the same position with connectionRetry for 3 s', async () => {
    const up = { value: true }
    const { ctrl, hls, video, watcher } = setup({ online: up })
    await ctrl.load(archive('a.m3u8', 50))
    hls().parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    video.currentTime = 80
    video.dispatchEvent(new Event('timeupdate'))
    up.value = false
    hls().error('networkError', 'fragLoadError', false) // hls.js retrying: the watcher checks
    await vi.advanceTimersByTimeAsync(0)
    expect(ctrl.getState().offline).toBe(true)
    hls().error('networkError', 'fragLoadError', true) // retries exhausted
    expect(ctrl.getState()).toMatchObject({ status: 'error', error: { kind: 'download' } })
    up.value = true
    await vi.advanceTimersByTimeAsync(2000)
    expect(watcher.isOnline).toBe(true)
    expect(ctrl.getState()).toMatchObject({ offline: false, connectionRetry: true, status: 'loading' })
    expect(hls().url).toBe('a.m3u8')
    expect(hls().config.startPosition).toBe(80)
    await vi.advanceTimersByTimeAsync(3000)
    expect(ctrl.getState().connectionRetry).toBe(false)
  })

  it('reports offlineLong once the connection has been away over 31 s, and clears it on return', async () => {
    const up = { value: true }
    const { ctrl, hls, watcher } = setup({ online: up })
    await ctrl.load(archive('a.m3u8', 50))
    up.value = false
    hls().error('networkError', 'fragLoadError', false)
    await vi.advanceTimersByTimeAsync(0)
    expect(ctrl.getState()).toMatchObject({ offline: true, offlineLong: false })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(ctrl.getState().offlineLong).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(ctrl.getState().offlineLong).toBe(true)
    await ctrl.load(archive('b.m3u8', 10)) // kept across loads while the cut lasts
    expect(ctrl.getState().offlineLong).toBe(true)
    up.value = true
    await watcher.check()
    expect(ctrl.getState()).toMatchObject({ offline: false, offlineLong: false })
  })

  it('a short cut never sets offlineLong', async () => {
    const up = { value: true }
    const { ctrl, watcher } = setup({ online: up })
    await ctrl.load(live('a.m3u8'))
    up.value = false
    await watcher.check()
    await vi.advanceTimersByTimeAsync(10_000)
    up.value = true
    await watcher.check()
    await vi.advanceTimersByTimeAsync(40_000)
    expect(ctrl.getState().offlineLong).toBe(false)
  })

  it('retry() after an error resumes at the same position', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(archive('a.m3u8'))
    video.currentTime = 640
    video.dispatchEvent(new Event('timeupdate'))
    for (let i = 0; i < 3; i++) hls().error('networkError', 'levelLoadError', true)
    expect(ctrl.getState().status).toBe('error')
    const failed = hls()
    await ctrl.retry()
    expect(failed.destroyed).toBe(true) // a fresh instance, not one left in a fatal error
    expect(hls()).not.toBe(failed)
    expect(hls().config.startPosition).toBe(640)
    expect(ctrl.getState()).toMatchObject({ status: 'loading', errorCount: 0, error: null })
  })
})

describe('PlayerController: commands, events and zap timing', () => {
  it('refuses pause on live and toggles mute without archive (spec 2 §4)', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(live('a.m3u8'))
    hls().parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    expect(ctrl.togglePlay({ hasArchive: true })).toEqual({
      kind: 'refuse',
      warning: 'warning_archive_no_pause',
    })
    expect(video.pause).not.toHaveBeenCalled()
    expect(ctrl.togglePlay({ hasArchive: false }).kind).toBe('toggle-mute')
    expect(ctrl.getState().muted).toBe(true)
  })

  it('clamps volume and snaps speed', () => {
    const { ctrl, video } = setup()
    ctrl.setVolume(1.7)
    ctrl.setRate(1.3)
    expect([video.volume, video.playbackRate]).toEqual([1, 1.25])
    expect(ctrl.getState()).toMatchObject({ volume: 1, rate: 1.25 })
  })

  it('sends loadstart, firstframe (requestVideoFrameCallback), playing, levelswitch, 1 s timeupdates', async () => {
    const { ctrl, hls, video, events } = setup()
    const mark = vi.spyOn(performance, 'mark')
    await ctrl.load(live('a.m3u8'))
    hls().parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    video.renderFrame()
    hls().emit('hlsLevelSwitched', { level: 1 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(events.map((e) => e.type)).toEqual([
      'loadstart',
      'playing',
      'firstframe',
      'levelswitch',
      'timeupdate',
      'timeupdate',
    ])
    expect(ctrl.lastZapMs).toBeTypeOf('number')
    expect(mark.mock.calls.map((c: unknown[]) => c[0])).toEqual(['efir:load-start', 'efir:first-frame'])
    expect(ctrl.getState().playingLevel).toBe(1)
  })

  it('a switch stays on the start level until its first frame; a retry is not held (issue 11)', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(live('a.m3u8'))
    expect(hls().autoLevelCapping).toBe(0)
    hls().parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    video.renderFrame()
    expect(hls().autoLevelCapping).toBe(-1)
    await ctrl.load(live('b.m3u8'))
    expect(hls().autoLevelCapping).toBe(0)
    await ctrl.retry()
    expect(hls().autoLevelCapping).toBe(-1)
  })

  /** A controller with channel a playing (its first frame shown): where a switch starts from. */
  const playingA = async () => {
    const t = setup()
    await t.ctrl.load(live('a.m3u8'))
    t.hls().parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    t.video.renderFrame()
    return t
  }

  it('a switch from a channel on screen tells its state once, at its first frame (issue 11)', async () => {
    const { ctrl, hls, video } = await playingA()
    expect(ctrl.getState().status).toBe('playing')
    const told: string[] = []
    ctrl.subscribe((s) => told.push(`${s.url} ${s.status}`))
    await ctrl.zap(live('b.m3u8'))
    hls().parseManifest()
    video.currentTime = 5
    video.dispatchEvent(new Event('durationchange'))
    video.dispatchEvent(new Event('seeked'))
    await vi.advanceTimersByTimeAsync(0)
    expect(ctrl.getState()).toMatchObject({ url: 'b.m3u8', status: 'playing' }) // read at once
    expect(told).toEqual([])
    video.renderFrame()
    expect(told).toEqual(['b.m3u8 playing'])
  })

  it('a held switch is told at an error, or after SWITCH_HOLD_MS without a frame', async () => {
    const { ctrl, hls, video } = await playingA()
    const told: string[] = []
    ctrl.subscribe((s) => told.push(`${s.url} ${s.status}`))
    await ctrl.zap(live('b.m3u8'))
    hls().error('mediaError', 'bufferIncompatibleCodecsError', true)
    expect(told.at(-1)).toBe('b.m3u8 error')
    await ctrl.retry() // not a switch: told at once
    expect(told.at(-1)).toBe('b.m3u8 loading')
    video.dispatchEvent(new Event('playing'))
    await ctrl.zap(live('c.m3u8'))
    await vi.advanceTimersByTimeAsync(SWITCH_HOLD_MS - 1)
    expect(told.at(-1)).not.toContain('c.m3u8')
    await vi.advanceTimersByTimeAsync(1)
    expect(told.at(-1)).toContain('c.m3u8')
  })

  it('a cold live start asks for the audio start beside the video, with the newest token (issue 11)', async () => {
    const warmUrl = vi.fn()
    const tokened = (expiry: string) => live(`https://m/live/1/hls_mbr.m3u8?t=c1.0.${expiry}.600.sig`)
    const { ctrl, hls, video } = setup({ warmUrl, onForbidden: () => Promise.resolve(tokened('200')) })
    await ctrl.load(tokened('100'))
    const audioPlaylist = {
      live: true,
      fragments: [0, 2, 4].map((start) => ({
        start,
        duration: 2,
        url: `https://m/seg/a/${start}.m4s?t=c1.0.100.600.sig`,
        initSegment: { url: 'https://m/seg/a/init.mp4?t=c1.0.100.600.sig' },
      })),
    }
    hls().emit(EVENTS.AUDIO_TRACK_UPDATED, { details: audioPlaylist })
    expect(warmUrl).not.toHaveBeenCalled()
    // a renewal came meanwhile: the newer token goes out (the start is paused: 450 s of a quiet load is lost)
    video.dispatchEvent(new Event('pause'))
    await vi.advanceTimersByTimeAsync(450_000)
    hls().emit(EVENTS.FRAG_LOADING, { frag: { type: 'main', sn: 7, start: 2, duration: 2, url: 'v' } })
    expect(warmUrl.mock.calls).toEqual([
      ['https://m/seg/a/init.mp4?t=c1.0.200.600.sig'],
      ['https://m/seg/a/2.m4s?t=c1.0.200.600.sig'],
    ])
    hls().emit(EVENTS.FRAG_LOADING, { frag: { type: 'main', sn: 8, start: 4, duration: 2, url: 'v' } })
    expect(warmUrl).toHaveBeenCalledTimes(2) // once per start
  })

  it('subscribe gets each new immutable state', async () => {
    const { ctrl } = setup()
    const seen: string[] = []
    const off = ctrl.subscribe((s) => seen.push(s.status))
    const before = ctrl.getState()
    await ctrl.load(live('a.m3u8'))
    off()
    expect(seen[0]).toBe('loading')
    expect(Object.isFrozen(ctrl.getState())).toBe(true)
    expect(ctrl.getState()).not.toBe(before)
  })
})

describe('PlayerController: preload (zap speed)', () => {
  it('warms a neighbour in a media-less instance and adopts it on load()', async () => {
    const { ctrl, hls, video } = setup()
    await ctrl.load(live('a.m3u8'))
    ctrl.preload(live('b.m3u8'))
    await vi.advanceTimersByTimeAsync(0)
    const warm = hls()
    expect(FakeHls.instances).toHaveLength(2)
    expect(warm.config).toMatchObject({ startFragPrefetch: true, autoStartLoad: true })
    expect(warm.calls).toEqual(['loadSource:b.m3u8'])
    warm.parseManifest() // arrives before the switch
    await ctrl.load(live('b.m3u8'))
    expect(warm.calls).toEqual(['loadSource:b.m3u8', 'attachMedia'])
    expect(warm.media).toBe(video)
    expect(FakeHls.instances[0]?.destroyed).toBe(true)
    expect(ctrl.getState().levels).toHaveLength(3) // replayed from the preloaded manifest
    expect(video.play).toHaveBeenCalled()
  })

  it('drops a warm neighbour that hits an error, and every warm one when the connection goes', async () => {
    const up = { value: true }
    const { ctrl, watcher } = setup({ online: up })
    await ctrl.load(live('a.m3u8'))
    for (const u of ['b', 'c']) ctrl.preload(live(`${u}.m3u8`))
    await vi.advanceTimersByTimeAsync(0)
    const [, b, c] = FakeHls.instances
    b?.error('networkError', 'levelLoadError', false)
    expect(b?.destroyed).toBe(true)
    expect(c?.destroyed).toBe(false)
    up.value = false
    watcher.reportFailure()
    await vi.advanceTimersByTimeAsync(0)
    expect(ctrl.getState().offline).toBe(true)
    expect(c?.destroyed).toBe(true)
    expect(FakeHls.instances[0]?.destroyed).toBe(false) // the playing one stays
  })

  it('zap() starts the switch at once; the app load() of the same source that follows is absorbed', async () => {
    const { ctrl } = setup()
    await ctrl.load(live('a.m3u8'))
    ctrl.preload(live('b.m3u8'))
    await vi.advanceTimersByTimeAsync(0)
    const warm = FakeHls.instances[1]
    await ctrl.zap(live('b.m3u8'))
    expect(warm?.calls).toEqual(['loadSource:b.m3u8', 'attachMedia'])
    await ctrl.load(live('b.m3u8'))
    expect(warm?.calls).toEqual(['loadSource:b.m3u8', 'attachMedia']) // not started over
    expect(ctrl.getState().url).toBe('b.m3u8')
    await ctrl.load(live('b.m3u8')) // a later load() of it is a real reload
    expect(warm?.calls).toEqual([
      'loadSource:b.m3u8',
      'attachMedia',
      'detachMedia',
      'loadSource:b.m3u8',
      'attachMedia',
    ])
  })

  it('a load() of another source after zap() is not absorbed', async () => {
    const { ctrl, hls } = setup()
    await ctrl.load(live('a.m3u8'))
    await ctrl.zap(live('b.m3u8'))
    await ctrl.load(live('c.m3u8'))
    expect(hls().url).toBe('c.m3u8')
  })

  it('keeps at most 2 neighbours warm', async () => {
    const { ctrl } = setup()
    await ctrl.load(live('a.m3u8'))
    for (const u of ['b', 'c', 'd']) ctrl.preload(live(`${u}.m3u8`))
    await vi.advanceTimersByTimeAsync(0)
    expect(FakeHls.instances.filter((h) => !h.destroyed).map((h) => h.url)).toEqual([
      'a.m3u8',
      'c.m3u8',
      'd.m3u8',
    ])
  })
})

describe('PlayerController: two video elements (zap speed, issue 11)', () => {
  /** Channel a playing on the first element, a spare beside it. */
  const twoPlayingA = async () => {
    const video = new FakeVideo()
    const spare = new FakeVideo()
    const ctrl = new PlayerController(video.asElement(), {
      loadHls: fakeHlsModule,
      onlineWatcher: null,
      bandwidth: new BandwidthMemory(memoryStorage()),
      spareVideo: spare.asElement(),
    })
    await ctrl.load(live('a.m3u8'))
    const a = FakeHls.instances.at(-1) as FakeHls
    a.parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    video.renderFrame()
    video.volume = 0.4
    const told: PlayerState[] = []
    ctrl.subscribe((s) => told.push(s))
    return { ctrl, video, spare, a, told, last: () => FakeHls.instances.at(-1) as FakeHls }
  }

  it('a switch plays on the hidden element and shows it at its first frame; the old stream goes later', async () => {
    const { ctrl, video, spare, a, told, last } = await twoPlayingA()
    expect(spare.style.visibility).toBe('hidden')
    await ctrl.zap(live('b.m3u8'))
    const b = last()
    expect(b).not.toBe(a)
    expect(b.media).toBe(spare)
    expect(a.media).toBe(video) // the old channel's last picture stays on screen, paused
    expect(video.pause).toHaveBeenCalled()
    expect(ctrl.getState().status).toBe('loading') // the old element's pause is not the state's
    expect(spare.volume).toBe(0.4)
    b.parseManifest()
    await vi.advanceTimersByTimeAsync(0)
    expect(ctrl.getState()).toMatchObject({ url: 'b.m3u8', status: 'playing', shownVideo: 0 })
    expect(told).toEqual([])
    spare.renderFrame()
    expect(told.map((s) => [s.url, s.status, s.shownVideo])).toEqual([['b.m3u8', 'playing', 1]])
    expect([spare.style.visibility, video.style.visibility, 'standby' in video.dataset]).toEqual([
      '',
      'hidden',
      true,
    ])
    expect(a.destroyed).toBe(false)
    await vi.advanceTimersByTimeAsync(TEARDOWN_DELAY_MS)
    expect(a.destroyed).toBe(true)
    // the next switch goes back to the first element
    await ctrl.zap(live('c.m3u8'))
    expect(last().media).toBe(video)
    video.renderFrame()
    expect(ctrl.getState().shownVideo).toBe(0)
  })

  it('a newer switch before the first frame stays on the hidden element; an error shows it', async () => {
    const { ctrl, video, spare, told, last } = await twoPlayingA()
    await ctrl.zap(live('b.m3u8'))
    const b = last()
    await ctrl.zap(live('c.m3u8'))
    expect(last()).toBe(b)
    expect(b.calls.slice(-3)).toEqual(['detachMedia', 'loadSource:c.m3u8', 'attachMedia'])
    expect([video.style.visibility, spare.style.visibility]).toEqual(['', 'hidden'])
    b.error('mediaError', 'bufferIncompatibleCodecsError', true)
    expect(told.at(-1)).toMatchObject({ url: 'c.m3u8', status: 'error', shownVideo: 1 })
    expect([video.style.visibility, spare.style.visibility]).toEqual(['hidden', ''])
    await ctrl.retry() // a retry stays on the element shown
    expect(last().media).toBe(spare)
  })

  it('a start that is not a switch shows the hidden element first and plays on it', async () => {
    const { ctrl, video, spare, last } = await twoPlayingA()
    await ctrl.zap(live('b.m3u8'))
    await ctrl.retry()
    expect(ctrl.getState().shownVideo).toBe(1)
    expect([video.style.visibility, spare.style.visibility]).toEqual(['hidden', ''])
    expect(last().media).toBe(spare)
  })

  it('a switch while the picture is in picture-in-picture stays on its element', async () => {
    const { ctrl, video, a } = await twoPlayingA()
    Object.defineProperty(document, 'pictureInPictureElement', { value: video, configurable: true })
    try {
      await ctrl.zap(live('b.m3u8'))
      expect(FakeHls.instances.at(-1)).toBe(a)
      expect(a.media).toBe(video)
      expect(a.url).toBe('b.m3u8')
    } finally {
      // jsdom has no picture-in-picture: no stand-in left for the next file in this worker
      Reflect.deleteProperty(document, 'pictureInPictureElement')
    }
  })
})
