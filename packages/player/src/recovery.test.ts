import { describe, expect, it } from 'vitest'
import {
  INITIAL_COUNTERS,
  decideRecovery,
  errorStateFor,
  nextVideoErrorRetry,
  quietTick,
  stallTick,
  type EngineErrorInfo,
  type RecoveryAction,
  type RecoveryCounters,
} from './recovery'

const desktop = { isMobile: false }
const c = (over: Partial<RecoveryCounters> = {}): RecoveryCounters => ({ ...INITIAL_COUNTERS, ...over })
const net = (details: string, httpStatus?: number, fatal = true): EngineErrorInfo => ({
  type: 'networkError',
  details,
  fatal,
  httpStatus,
})
const media = (details: string, fatal = true): EngineErrorInfo => ({ type: 'mediaError', details, fatal })

describe('decideRecovery (spec 2 §4 "Errors and recovery")', () => {
  const table: [
    string,
    EngineErrorInfo,
    RecoveryCounters,
    RecoveryAction['kind'],
    Partial<RecoveryCounters>,
  ][] = [
    [
      'fatal network error: count and restart loading',
      net('levelLoadError'),
      c(),
      'restart-load',
      { errorCount: 1 },
    ],
    [
      'fatal fragment 404: retry the fragment',
      net('fragLoadError', 404),
      c(),
      'retry-fragment',
      { errorCount: 1, fragmentFailing: true },
    ],
    [
      'non-fatal fragment 404: retry',
      net('fragLoadError', 404, false),
      c(),
      'retry-fragment',
      { errorCount: 0, fragmentFailing: true },
    ],
    [
      'a stall while fragments fail to download: not a broken stream (issue 31)',
      media('bufferStalledError', false),
      c({ fragmentFailing: true, parsingStallCount: 5 }),
      'ignore',
      {},
    ],
    [
      'a stall once a fragment loaded again counts as before',
      media('bufferStalledError', false),
      c({ parsingStallCount: 5 }),
      'video-error',
      { parsingStallCount: 0 },
    ],
    ['fatal media error: recover', media('bufferAppendError'), c(), 'recover-media', { errorCount: 1 }],
    ['incompatible codecs: codec error', media('bufferIncompatibleCodecsError'), c(), 'codec-error', {}],
    ['manifest codecs: codec error', net('manifestIncompatibleCodecsError'), c(), 'codec-error', {}],
    [
      'fatal other error: destroy',
      { type: 'otherError', details: 'x', fatal: true },
      c(),
      'destroy',
      { errorCount: 1 },
    ],
    [
      'third fatal error (over 2): pause and destroy',
      net('levelLoadError'),
      c({ errorCount: 2 }),
      'pause-and-destroy',
      { errorCount: 3 },
    ],
    [
      'second fatal error: still recovering',
      media('bufferAppendError'),
      c({ errorCount: 1 }),
      'recover-media',
      { errorCount: 2 },
    ],
    [
      '5th parsing error: counted only',
      media('fragParsingError', false),
      c({ parsingStallCount: 4 }),
      'ignore',
      { parsingStallCount: 5 },
    ],
    [
      '6th parsing error (over 5): video error, counters reset',
      media('fragParsingError'),
      c({ parsingStallCount: 5, errorCount: 2 }),
      'video-error',
      { parsingStallCount: 0, errorCount: 0 },
    ],
    [
      '6th buffer stall: video error',
      media('bufferStalledError', false),
      c({ parsingStallCount: 5 }),
      'video-error',
      { parsingStallCount: 0 },
    ],
    [
      'fatal parsing error under the cap: recover',
      media('fragParsingError'),
      c(),
      'recover-media',
      { parsingStallCount: 1, errorCount: 1 },
    ],
    ['non-fatal noise: ignored', media('bufferNudgeOnStall', false), c(), 'ignore', {}],
    [
      'first 403: one token refresh',
      net('fragLoadError', 403),
      c(),
      'refresh-token',
      { forbiddenRefreshed: true },
    ],
    [
      'playlist 403 non-fatal: refresh',
      net('levelLoadError', 403, false),
      c(),
      'refresh-token',
      { forbiddenRefreshed: true },
    ],
    [
      'second 403 in the same load: forbidden, no loop',
      net('fragLoadError', 403),
      c({ forbiddenRefreshed: true }),
      'forbidden',
      {},
    ],
    [
      'internal exception on desktop: ignored',
      { type: 'otherError', details: 'internalException', fatal: false },
      c(),
      'ignore',
      {},
    ],
  ]
  it.each(table)('%s', (_name, error, counters, kind, after) => {
    const d = decideRecovery(error, counters, desktop)
    expect(d.action.kind).toBe(kind)
    expect(d.counters).toEqual({ ...counters, ...after })
  })

  it('on mobile an internal exception removes the top quality level', () => {
    const err = { type: 'otherError', details: 'internalException', fatal: false }
    expect(decideRecovery(err, c(), { isMobile: true }).action.kind).toBe('remove-top-level')
  })

  it('segments answering 404: the download error after the retries, never the broken-stream error (issue 31)', () => {
    let counters = c()
    const kinds: string[] = []
    // hls.js's own retries, the stalls meanwhile (and the lasting-stall rule's), then its fatal errors
    const errors = [
      net('fragLoadError', 404, false),
      ...Array.from({ length: 8 }, () => media('bufferStalledError', false)),
      net('fragLoadError', 404),
      media('bufferStalledError', false),
      net('fragLoadError', 404),
      net('fragLoadError', 404),
    ]
    for (const error of errors) {
      const d = decideRecovery(error, counters, desktop)
      kinds.push(d.action.kind)
      counters = d.counters
    }
    expect(kinds).not.toContain('video-error')
    expect(kinds.at(-1)).toBe('pause-and-destroy')
  })

  it('never decides a second token refresh however many 403s come', () => {
    let counters = c()
    const kinds: string[] = []
    for (let i = 0; i < 4; i++) {
      const d = decideRecovery(net('fragLoadError', 403), counters, desktop)
      kinds.push(d.action.kind)
      counters = d.counters
    }
    expect(kinds).toEqual(['refresh-token', 'forbidden', 'forbidden', 'forbidden'])
  })
})

describe('stallTick (issue 11: a lasting stall after parsing errors counts again every 5 s)', () => {
  const stalled = { waiting: true, offline: false, videoError: false, parsingStallCount: 5 }
  it.each([
    ['waiting after parsing errors: one more second', 0, stalled, { stalledFor: 1, report: false }],
    ['the fifth second: reported, count starts over', 4, stalled, { stalledFor: 0, report: true }],
    ['playing again: nothing', 3, { ...stalled, waiting: false }, { stalledFor: 0, report: false }],
    [
      'offline: the connection rules, not this',
      4,
      { ...stalled, offline: true },
      { stalledFor: 0, report: false },
    ],
    ['already a video error', 4, { ...stalled, videoError: true }, { stalledFor: 0, report: false }],
    [
      'a slow network without parsing errors',
      4,
      { ...stalled, parsingStallCount: 0 },
      { stalledFor: 0, report: false },
    ],
  ])('%s', (_n, stalledFor, facts, out) => expect(stallTick(stalledFor, facts)).toEqual(out))

  it('corrupt segments: 5 parsing errors then 5 s of stall reach the video error (over 5)', () => {
    let counters = INITIAL_COUNTERS
    const parsing = { type: 'mediaError', details: 'fragParsingError', fatal: false }
    for (let i = 0; i < 5; i++) counters = decideRecovery(parsing, counters, { isMobile: false }).counters
    let stalledFor = 0
    let report = false
    for (let s = 0; s < 5 && !report; s++) {
      ;({ stalledFor, report } = stallTick(stalledFor, {
        ...stalled,
        parsingStallCount: counters.parsingStallCount,
      }))
    }
    expect(report).toBe(true)
    const stall = { type: 'mediaError', details: 'bufferStalledError', fatal: false }
    expect(decideRecovery(stall, counters, { isMobile: false }).action).toEqual({ kind: 'video-error' })
  })
})

describe('quietTick (a load that asks for nothing for 15 s is lost)', () => {
  const loading = { loading: true, offline: false, videoError: false }
  it.each([
    ['loading, nothing heard: one more second', 0, loading, { quietFor: 1, report: false }],
    ['the fifteenth second: reported, count starts over', 14, loading, { quietFor: 0, report: true }],
    ['playing or paused: nothing', 14, { ...loading, loading: false }, { quietFor: 0, report: false }],
    ['offline: the connection rules', 14, { ...loading, offline: true }, { quietFor: 0, report: false }],
    ['already a video error', 14, { ...loading, videoError: true }, { quietFor: 0, report: false }],
  ])('%s', (_n, quietFor, facts, out) => expect(quietTick(quietFor, facts)).toEqual(out))

  it('reported as a fatal network error: loading restarts twice, the third ends in the download error', () => {
    const lost = net('fragLoadTimeOut')
    let counters = INITIAL_COUNTERS
    const kinds: string[] = []
    for (let i = 0; i < 3; i++) {
      const decision = decideRecovery(lost, counters, desktop)
      counters = decision.counters
      kinds.push(decision.action.kind)
    }
    expect(kinds).toEqual(['restart-load', 'restart-load', 'pause-and-destroy'])
  })
})

describe('nextVideoErrorRetry (spec 2 §4, §9: step 10 s, cap 10)', () => {
  it.each([
    [0, 100, { kind: 'seek', to: 110, retryCount: 1 }],
    [1, 100, { kind: 'seek', to: 120, retryCount: 2 }],
    [9, 100, { kind: 'seek', to: 200, retryCount: 10 }],
    [10, 100, { kind: 'give-up', retryCount: 0 }],
  ])('retry %i of an error that began at %i s', (count, from, step) => {
    expect(nextVideoErrorRetry(count, from)).toEqual(step)
  })

  it('30 ticks of a lasting error stay within 100 s of where it began (issue 31: 27 minutes before)', () => {
    let count = 0
    let furthest = 0
    for (let tick = 0; tick < 30; tick++) {
      const step = nextVideoErrorRetry(count, 1000)
      count = step.retryCount
      if (step.kind === 'seek') furthest = Math.max(furthest, step.to)
    }
    expect(furthest).toBe(1100)
  })
})

describe('errorStateFor (spec 2 §4: 0 ok, 2 no video element or source)', () => {
  it.each([
    [true, 'https://x/a.m3u8', 0],
    [false, 'https://x/a.m3u8', 2],
    [true, null, 2],
    [true, '', 2],
  ] as const)('video %s url %s → %i', (video, url, state) => {
    expect(errorStateFor(video, url)).toBe(state)
  })
})
