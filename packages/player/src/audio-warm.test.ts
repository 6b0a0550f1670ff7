import { describe, expect, it, vi } from 'vitest'
import { AudioStartWarm, audioStartUrls } from './audio-warm'

const playlist = (live = true) => ({
  live,
  fragments: [10, 12, 14].map((start) => ({
    start,
    duration: 2,
    url: `a/${start}.m4s`,
    initSegment: { url: 'a/init.mp4' },
  })),
})
const video = { start: 12, duration: 2, url: 'v/12.m4s' }

describe('audio start warm-up (issue 11)', () => {
  it('picks the init segment and the fragment holding the position', () => {
    const { fragments } = playlist()
    expect(audioStartUrls(fragments, 12.002)).toEqual(['a/init.mp4', 'a/12.m4s'])
    expect(audioStartUrls(fragments, 13.999)).toEqual(['a/init.mp4', 'a/12.m4s'])
    expect(audioStartUrls(fragments, 16)).toEqual([])
    expect(audioStartUrls([{ start: 0, duration: 2, url: 'a/0.aac' }], 1)).toEqual(['a/0.aac'])
  })

  it('warms once both the video start and the audio playlist are known, in either order', () => {
    const warm = vi.fn()
    const first = new AudioStartWarm(warm)
    first.videoFragment(video, 12.5)
    first.audioPlaylist(playlist())
    const second = new AudioStartWarm(warm)
    second.audioPlaylist(playlist())
    second.videoFragment(video, -1) // hls.js's start position unknown: the fragment's start
    second.videoFragment({ ...video, start: 14 }, 14)
    second.audioPlaylist(playlist())
    expect(warm.mock.calls).toEqual([[['a/init.mp4', 'a/12.m4s']], [['a/init.mp4', 'a/12.m4s']]])
  })

  it('warms nothing once hls.js asks for audio itself, nor for an audio playlist that is not live', () => {
    const warm = vi.fn()
    const asked = new AudioStartWarm(warm)
    asked.audioLoading()
    asked.videoFragment(video, 12)
    asked.audioPlaylist(playlist())
    const vod = new AudioStartWarm(warm)
    vod.videoFragment(video, 12)
    vod.audioPlaylist(playlist(false))
    expect(warm).not.toHaveBeenCalled()
  })
})
