import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createGunzip, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { negotiate } from '@fastify/accept-negotiator'
import { LRUCache } from 'lru-cache'
import type { z } from 'zod'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * An answer validated against the contract, serialised and compressed once, then sent as it is to every
 * caller it is valid for (issue 8: "compress once per version, not per request"). Compression runs in
 * zlib's thread pool, at a higher level than a per-request one could afford. Only the compressed forms
 * are kept (a start-page rowset is ~300 KB of JSON, ~20 KB as brotli); a caller that accepts neither
 * gets the gzip form inflated on the way out.
 */
export class PreparedAnswer {
  private constructor(
    readonly br: Buffer,
    readonly gzip: Buffer,
  ) {}

  static async of(schema: z.ZodType, value: unknown): Promise<PreparedAnswer> {
    // the contract check the serializer does for every other answer, once per version here
    const json = JSON.stringify(schema.encode(value))
    const [br, gz] = await Promise.all([
      brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(json, { level: 9 }),
    ])
    return new PreparedAnswer(br, gz)
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const vary = reply.getHeader('vary')
    void reply
      .type('application/json; charset=utf-8')
      .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'])
    if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(this.br)
    if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(this.gzip)
    return reply.send(Readable.from([this.gzip]).pipe(createGunzip()))
  }
}

/** A build of one key's answer, for the app's clock from `from` until `until` (ms). */
interface Version {
  answer: Promise<PreparedAnswer>
  from: number
  /** E.g. until the airing programme of some channel ends; known once built. */
  until: number
  /** Real time (performance.now) when it was started: its data is at most that old. */
  startedAt: number
  ready: boolean
}

interface Slot {
  current: Version
  /** The one that follows: built before `current` ends or grows old, served once ready. */
  next?: Version
}

/** Builds the answer as it is at `at` (app's clock, ms), and says until when it stays so. */
type Build = (at: number) => Promise<{ value: unknown; validUntil?: number }>

/** A successor is built when the current answer ends within this time on the app's clock. */
export const BUILD_AHEAD_MS = 5_000

/**
 * Prepared answers by key (everything the answer depends on: caller's base URL, language, query, the
 * viewer's state...), each for the app's clock until its `validUntil`, and rebuilt from the database once
 * it is `ttlMs` old. Callers never wait for a rebuild the cache could see coming (issue 8: every
 * rebuild stalled all callers of a key for a build and a brotli-9 pass, 50-400 ms under load): an
 * answer that grew old is served while its successor is built, and an answer that ends (a programme
 * ends) within BUILD_AHEAD_MS has its successor built for that moment beforehand. Only a key seen for the
 * first time, or a clock that jumped past the successor (tests), waits. Concurrent callers share one
 * build; a failed build is not kept.
 */
export class PreparedAnswers {
  private readonly cache: LRUCache<string, Slot>
  private readonly ttlMs: number

  constructor(
    private readonly schema: z.ZodType,
    options: { max?: number; ttlMs?: number } = {},
  ) {
    this.cache = new LRUCache<string, Slot>({ max: options.max ?? 500 })
    this.ttlMs = options.ttlMs ?? 60_000
  }

  get(key: string, now: number, build: Build): Promise<PreparedAnswer> {
    const slot = this.cache.get(key)
    const next = slot?.next
    if (slot && next?.ready && next.from <= now && now < next.until) {
      slot.current = next
      slot.next = undefined
    }
    if (!slot || now < slot.current.from || now >= slot.current.until) {
      const fresh = this.build(key, now, build)
      this.cache.set(key, { current: fresh })
      return fresh.answer
    }
    const { current } = slot
    if (current.ready && !slot.next) {
      const ending = current.until - now <= BUILD_AHEAD_MS
      if (ending || performance.now() - current.startedAt >= this.ttlMs)
        slot.next = this.build(key, ending ? current.until : now, build)
    }
    return current.answer
  }

  /** Resolves once the successor being built for `key`, if any, is ready or has failed. */
  async successorBuilt(key: string): Promise<void> {
    await this.cache.get(key)?.next?.answer.catch(() => undefined)
  }

  private build(key: string, at: number, build: Build): Version {
    const startedAt = performance.now()
    const version = { from: at, until: Number.POSITIVE_INFINITY, startedAt, ready: false } as Version
    version.answer = build(at).then(async (built) => {
      const answer = await PreparedAnswer.of(this.schema, built.value)
      if (built.validUntil !== undefined) version.until = built.validUntil
      version.ready = true
      return answer
    })
    version.answer.catch(() => {
      const slot = this.cache.get(key)
      if (slot?.current === version) this.cache.delete(key)
      else if (slot?.next === version) slot.next = undefined
    })
    return version
  }
}
