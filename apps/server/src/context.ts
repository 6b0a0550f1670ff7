import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './db/connect.ts'
import type { DemoGateway } from './gateway/demo/callbacks.ts'
import type { CountrySource } from './lib/country.ts'
import type { MediaTokens } from './media/token.ts'
import type { DailyCaps } from './modules/limits/rate-limit.ts'
import type { PushSender } from './modules/push/sender.ts'
import type { PlaybackStartLog } from './modules/streams/playback-starts.ts'

/** What every module needs: the database, the clock (injected so tests can move time) and the mode. */
export interface AppContext {
  db: Db
  now: () => Date
  /** Demo mode: SMS go to the outbox, /dev routes exist, the country can be simulated. */
  demo: boolean
  /** Where the caller's country comes from (spec 1 §6; EFIR_COUNTRY_HEADER, EFIR_DEFAULT_COUNTRY). */
  countrySource: CountrySource
  /** spec 1 §4/§9: a token is valid 12 h unless the server says otherwise. */
  tokenTtlMs: number
  log: FastifyBaseLogger
  /**
   * Limits per caller address (issue 8: SMS sends, code and password checks). On unless the operator
   * turns them off, e.g. for the end-to-end suite, which signs in a hundred viewers from one address.
   */
  addressLimits: boolean
  /** Daily caps of SMS, checks, promo guesses and accounts (issue 30; EFIR_DAILY_CAPS). */
  dailyCaps: DailyCaps
  /** The demo payment gateway (demo mode only): hosted pages and late, repeated callbacks. */
  gateway: DemoGateway | null
  /** Signs the media URLs of stream answers; the origin checks them (issue 8). */
  mediaTokens: MediaTokens
  /** The stat ids of stream answers, their rows written in batches. */
  playbackStarts: PlaybackStartLog
  /** Web push: the VAPID key pair (made on the first start) and the sender. */
  push: PushSender
}
