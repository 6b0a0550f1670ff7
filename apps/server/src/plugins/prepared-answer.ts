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

interface Entry {
  answer: Promise<PreparedAnswer>
  /** On the app's clock (ms): e.g. until the airing programme of some channel ends. */
  validUntil: number
}

/**
 * Prepared answers by key (everything the answer depends on: caller's base URL, language, query, the
 * viewer's state...), each until its `validUntil` on the app's clock and at most `ttlMs` of real time.
 * Concurrent callers of one key share one build; a failed build is not kept.
 */
export class PreparedAnswers {
  private readonly cache: LRUCache<string, Entry>

  constructor(
    private readonly schema: z.ZodType,
    options: { max?: number; ttlMs?: number } = {},
  ) {
    this.cache = new LRUCache<string, Entry>({ max: options.max ?? 500, ttl: options.ttlMs ?? 60_000 })
  }

  get(
    key: string,
    now: number,
    build: () => Promise<{ value: unknown; validUntil?: number }>,
  ): Promise<PreparedAnswer> {
    const known = this.cache.get(key)
    if (known && known.validUntil > now) return known.answer
    let validUntil = Number.POSITIVE_INFINITY
    const answer = build().then(async (built) => {
      if (built.validUntil !== undefined) validUntil = built.validUntil
      return PreparedAnswer.of(this.schema, built.value)
    })
    const entry: Entry = {
      answer,
      get validUntil() {
        return validUntil
      },
    }
    this.cache.set(key, entry)
    answer.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key)
    })
    return answer
  }
}
