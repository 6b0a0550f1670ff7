import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { GatewayResult } from '../../modules/payments/settle.ts'

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
}

/** The signature of a callback: HMAC-SHA256 over its fields with the gateway's secret. */
export const signCallback = (secret: Uint8Array, token: string, status: string, card: CallbackBody['card']) =>
  createHmac('sha256', secret)
    .update(`${token}|${status}|${card?.number ?? ''}|${card?.token ?? ''}`)
    .digest('hex')

/** Where the gateway posts a callback: by default the instance that took the payment (`app.inject`). */
export type DeliverCallback = (body: CallbackBody) => Promise<unknown>

/**
 * The demo gateway. `secret` is the key shared by every server instance on the database
 * (`sharedSecret(db, 'demo_gateway')`), so a callback may land on any instance behind the proxy, as a
 * real gateway's does.
 */
export function createDemoGateway(
  app: FastifyInstance,
  delayMs: number,
  secret: Uint8Array,
  deliver: DeliverCallback = (payload) => app.inject({ method: 'POST', url: '/gateway/callback', payload }),
): DemoGateway {
  const timers = new Set<NodeJS.Timeout>()
  app.addHook('onClose', (_app, done) => {
    for (const timer of timers) clearTimeout(timer)
    done()
  })
  const sign = (token: string, status: string, card: CallbackBody['card']) =>
    signCallback(secret, token, status, card)
  const post = (body: CallbackBody, after: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      void deliver(body).catch(() => undefined)
    }, after)
    timers.add(timer)
  }
  return {
    sign,
    verify: (body) => {
      const expected = Buffer.from(sign(body.token, body.status, body.card))
      const given = Buffer.from(body.signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    callBack: (token, result) => {
      const card = result.card ?? null
      const body = { token, status: result.status, card, signature: sign(token, result.status, card) }
      post(body, delayMs)
      // Real gateways retry: the same callback comes again, late. It must credit nothing more.
      post(body, delayMs * 2 + 50)
    },
  }
}
