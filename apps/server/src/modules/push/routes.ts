import { createECDH } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import * as repo from './repository.ts'

/** A subscriber key the encryption can use: a point on P-256 (the length alone does not say so). */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'))
    return true
  } catch {
    return false
  }
}

/** Web push (spec 1 §3 Device.notification): the VAPID key, and the device's subscription. */
export function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getPushKey, () => ({ public_key: ctx.push.publicKey }))

  registerEndpoint(app, ctx, endpoints.savePushSubscription, async ({ auth, params, body }) => {
    // the server posts to this address: https on a browser's push service only (an http one would leak
    // the message's metadata, and any other host would let a viewer make the server call it)
    if (!ctx.push.acceptsEndpoint(body.endpoint))
      throw badRequest(ERROR_CODES.validation, 'push_endpoint_not_https', {
        'body.endpoint': 'push_endpoint_not_https',
      })
    if (!isP256Point(body.keys.p256dh))
      throw badRequest(ERROR_CODES.validation, 'validation_failed', {
        'body.keys.p256dh': 'validation_invalid',
      })
    const saved = await repo.saveSubscription(ctx.db, auth.user.id, params.id, {
      endpoint: body.endpoint,
      keys: body.keys,
    })
    if (!saved) throw notFound('device')
    return { ok: true as const }
  })

  registerEndpoint(app, ctx, endpoints.deletePushSubscription, async ({ auth, params }) => {
    if (!(await repo.clearSubscription(ctx.db, auth.user.id, params.id))) throw notFound('device')
    return { ok: true as const }
  })
}
