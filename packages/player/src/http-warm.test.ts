import { describe, expect, it } from 'vitest'
import { pickDrmStream, shakaConfig } from './drm-engine'
import { pickStartPlaylists, pickStartSegments } from './http-warm'

const master = `#EXTM3U
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="en",NAME="English",URI="audio/en.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="ru",NAME="Русский",DEFAULT=YES,URI="audio/ru.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1900000,RESOLUTION=1280x720,AUDIO="aud"
720/live.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=640x360,AUDIO="aud"
360/live.m3u8
`
const livePlaylist = `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXT-X-MAP:URI="init.mp4"
${Array.from({ length: 6 }, (_, i) => `#EXTINF:2.0,\nseg${i}.m4s`).join('\n')}
`

describe('HTTP-cache preload: what hls.js will fetch first', () => {
  it('picks the lowest variant and the default audio rendition', () => {
    expect(pickStartPlaylists(master, 'https://o/live/1/master.m3u8')).toEqual({
      video: 'https://o/live/1/360/live.m3u8',
      audio: 'https://o/live/1/audio/ru.m3u8',
    })
  })
  it('on live: the init segment and the fragment 3 target durations from the end', () => {
    expect(pickStartSegments(livePlaylist, 'https://o/a/live.m3u8')).toEqual([
      'https://o/a/init.mp4',
      'https://o/a/seg3.m4s',
    ])
  })
  it('on VOD: the first fragment', () => {
    expect(pickStartSegments(`${livePlaylist}#EXT-X-ENDLIST\n`, 'https://o/a/v.m3u8')[1]).toBe(
      'https://o/a/seg0.m4s',
    )
  })
})

describe('DRM descriptor', () => {
  const d = {
    streams: [
      { type: 'dash_widevine', url: 'https://o/wv.mpd' },
      { type: 'dash_clearkey', url: 'https://o/ck.mpd' },
    ],
    licence: { clearkey: 'https://o/licence/clearkey', widevine: 'https://o/licence/wv' },
  }
  it('prefers ClearKey when it has a licence server', () => {
    expect(pickDrmStream(d)).toEqual({ url: 'https://o/ck.mpd', system: 'clearkey' })
    expect(pickDrmStream({ ...d, licence: { widevine: 'x' } })?.system).toBe('widevine')
    expect(pickDrmStream({ streams: d.streams })).toBeNull()
  })
  it('maps licence servers to EME key systems with SW_SECURE_CRYPTO robustness', () => {
    expect(shakaConfig(d, 1e6)).toMatchObject({
      drm: {
        servers: {
          'org.w3.clearkey': 'https://o/licence/clearkey',
          'com.widevine.alpha': 'https://o/licence/wv',
        },
        advanced: { 'com.widevine.alpha': { videoRobustness: ['SW_SECURE_CRYPTO'] } },
      },
      abr: { defaultBandwidthEstimate: 1e6 },
    })
  })
})
