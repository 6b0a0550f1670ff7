import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/connect.ts'
import type { GatewayResult } from '../../modules/payments/settle.ts'
import {
  claimCallback,
  claimDueCallbacks,
  markDelivered,
  releaseCallback,
  storeCallbacks,
  type StoredCallback,
} from './repository.ts'

/** What the gateway posts back to the server (signed: only the gateway can settle a payment). */
export interface CallbackBody {
  token: string
  status: 'complete' | 'error'
  card: { number: string; token: string } | null
  signature: string
}

export interface DemoGateway {
  /** Calls the server back like a real gateway: after `delayMs`, and once more a little later. */
  callBack(token: string, result: GatewayResult): void
  verify(body: CallbackBody): boolean
  sign(token: string, status: string, card: CallbackBody['card']): string
  /** Sends the due callbacks nobody is sending (a stopped instance's); answers how many. */
  deliverDue(): Promise<number>
  /** The product's origins besides this server's own that a payment page may return to (issue 30). */
  returnOrigins: readonly string[]
}

/** The signature of a callback: HMAC-SHA256 over its fields with the gateway's secret. */
export const signCallback = (secret: Uint8Array, token: string, status: string, card: CallbackBody['card']) =>
  createHmac('sha256', secret)
    .update(`${token}|${status}|${card?.number ?? ''}|${card?.token ?? ''}`)
    .digest('hex')

/** Where the gateway posts a callback: by default the instance that sends it (`app.inject`). */
export type DeliverCallback = (body: CallbackBody) => Promise<{ statusCode: number }>

export interface DemoGatewayOptions {
  db: Db
  now: () => Date
  /** How late the first callback comes; a repeat follows at twice that. */
  delayMs: number
  /** The key shared by every instance on the database (`sharedSecret(db, 'demo_gateway')`). */
  secret: Uint8Array
  deliver?: DeliverCallback
  /** Sweep the outbox this often for callbacks a stopped instance never sent (main.ts; off in tests). */
  sweepEveryMs?: number
  /** The product's origins besides this server's own (EFIR_CLIENT_ORIGINS): where pages may return. */
  returnOrigins?: readonly string[]
}

/**
 * The demo gateway. Its callbacks go through an outbox in the database (gateway_callbacks): the
 * instance that took the payment sends each when due, and if it stopped first any instance's sweep
 * sends it (`deliverDue`), as a real gateway keeps calling until answered. Signed with the shared key,
 * a callback is accepted by whichever instance gets it.
 */
export function createDemoGateway(app: FastifyInstance, options: DemoGatewayOptions): DemoGateway {
  const { db, now, delayMs, secret } = options
  const deliverTo: DeliverCallback =
    options.deliver ?? ((payload) => app.inject({ method: 'POST', url: '/gateway/callback', payload }))
  const timers = new Set<NodeJS.Timeout>()
  let closed = false
  app.addHook('onClose', (_app, done) => {
    closed = true
    for (const timer of timers) clearTimeout(timer)
    done()
  })
  const sign = (token: string, status: string, card: CallbackBody['card']) =>
    signCallback(secret, token, status, card)

  /** Sends one claimed callback; a failed send is left for the next sweep. */
  const send = async (row: StoredCallback) => {
    try {
      const answer = await deliverTo(row.body)
      if (answer.statusCode >= 500) await releaseCallback(db, row.id)
      else await markDelivered(db, row.id, now())
    } catch (error) {
      app.log.warn({ err: error }, 'demo gateway: callback not delivered')
      await releaseCallback(db, row.id)
    }
  }
  const later = (row: StoredCallback, after: number) => {
    if (closed) return // left in the outbox for another instance's sweep
    const timer = setTimeout(() => {
      timers.delete(timer)
      void claimCallback(db, row.id, now())
        .then((claimed) => (claimed ? send(claimed) : undefined))
        .catch((error: unknown) => app.log.warn({ err: error }, 'demo gateway: callback not claimed'))
    }, after)
    timers.add(timer)
  }
  const deliverDue = async () => {
    const due = await claimDueCallbacks(db, now())
    await Promise.all(due.map(send))
    return due.length
  }
  if (options.sweepEveryMs) {
    const sweep = setInterval(() => {
      deliverDue().catch((error: unknown) => app.log.warn({ err: error }, 'demo gateway: sweep failed'))
    }, options.sweepEveryMs)
    sweep.unref()
    app.addHook('onClose', (_app, done) => (clearInterval(sweep), done()))
  }
  return {
    sign,
    returnOrigins: options.returnOrigins ?? [],
    verify: (body) => {
      const expected = Buffer.from(sign(body.token, body.status, body.card))
      const given = Buffer.from(body.signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    callBack: (token, result) => {
      const card = result.card ?? null
      const body = { token, status: result.status, card, signature: sign(token, result.status, card) }
      // Real gateways retry: the same callback comes again, late. It must credit nothing more.
      const delays = [delayMs, delayMs * 2 + 50]
      const at = now().getTime()
      // Not awaited: the caller may be inside a transaction (on PGlite a second query would wait for it).
      void storeCallbacks(
        db,
        body,
        delays.map((d) => new Date(at + d)),
      )
        .then((rows) => rows.forEach((row, i) => later(row, delays[i] ?? delayMs)))
        .catch((error: unknown) => app.log.error({ err: error }, 'demo gateway: callback not stored'))
    },
    deliverDue,
  }
}
