import { describe, expect, it } from 'vitest'
import {
  castPlan,
  castSessionMessage,
  castStatusOf,
  remotePlaybackMessage,
  type CastEnvironment,
} from './cast'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const OPERA = `${CHROME} OPR/114.0.0.0`
const IRON = CHROME.replace('Chrome/', 'Iron/131.0.0.0 Chrome/')
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36'

const env = (over: Partial<CastEnvironment> = {}): CastEnvironment => ({
  hasSource: true,
  secureContext: true,
  userAgent: CHROME,
  sandboxed: false,
  remotePlayback: true,
  ...over,
})

describe('spec 2 §4 casting: which way, or which message', () => {
  it.each([
    ['no source', env({ hasSource: false }), { kind: 'refuse', message: 'cast_no_media' }],
    [
      'insecure page',
      env({ secureContext: false }),
      { kind: 'refuse', message: 'cast_unavailable_security' },
    ],
    ['Firefox', env({ userAgent: FIREFOX }), { kind: 'refuse', message: 'cast_not_supported' }],
    ['Opera', env({ userAgent: OPERA }), { kind: 'refuse', message: 'cast_not_supported' }],
    ['Iron', env({ userAgent: IRON }), { kind: 'refuse', message: 'cast_not_supported' }],
    [
      'Android web view',
      env({ userAgent: ANDROID_WEBVIEW }),
      { kind: 'refuse', message: 'cast_sandbox_unavailable' },
    ],
    ['sandboxed frame', env({ sandboxed: true }), { kind: 'refuse', message: 'cast_sandbox_unavailable' }],
    ['Chrome: Cast sender, then Remote Playback', env(), { kind: 'cast-sender', fallback: true }],
    ['Safari: Remote Playback (AirPlay)', env({ userAgent: SAFARI }), { kind: 'remote-playback' }],
    [
      'neither',
      env({ userAgent: SAFARI, remotePlayback: false }),
      { kind: 'refuse', message: 'cast_not_supported' },
    ],
  ])('%s', (_name, input, plan) => {
    expect(castPlan(input)).toEqual(plan)
  })
})

describe('spec 2 §4 cast failures', () => {
  it.each([
    ['AbortError', false, null],
    ['NotAllowedError', false, null],
    ['NotAllowedError', true, 'cast_init_failed'],
    ['NotFoundError', false, 'cast_no_devices'],
    ['NotSupportedError', false, 'cast_not_supported'],
    ['NotSupportedError', true, 'cast_init_failed'],
    ['InvalidStateError', true, 'cast_init_failed'],
    ['OperationError', false, 'cast_connect_failed'],
  ])('Remote Playback %s (sender failed: %s)', (name, senderFailed, message) => {
    expect(remotePlaybackMessage(name, senderFailed)).toBe(message)
  })

  it('Cast sender session codes', () => {
    expect(castSessionMessage('cancel')).toBeNull()
    expect(castSessionMessage('receiver_unavailable')).toBe('cast_no_devices')
    expect(castSessionMessage('session_error')).toBe('cast_connect_failed')
  })

  it('maps the framework states to the spec states', () => {
    expect(castStatusOf(false, 'PLAYING')).toBe('disconnected')
    expect(castStatusOf(true, 'BUFFERING')).toBe('buffering')
    expect(castStatusOf(true, 'PLAYING')).toBe('playing')
    expect(castStatusOf(true, 'IDLE')).toBe('idle')
    expect(castStatusOf(true, null)).toBe('connected')
  })
})
