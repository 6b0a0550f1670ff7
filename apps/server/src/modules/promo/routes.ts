import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import * as repo from './repository.ts'

// Codes are typed by people: compare case-insensitively.
const normalise = (key: string) => key.trim().toUpperCase()
const unknownKey = () => notFound('promo_code')
const alreadyUsed = () => badRequest(ERROR_CODES.alreadyUsed, 'promo_already_used')

export function registerPromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 1 §4 "Promo": check first; show the confirmation text when needed, otherwise apply.
  registerEndpoint(app, ctx, endpoints.checkPromoKey, async ({ auth, body }) => {
    const key = await repo.findPromoKey(ctx.db, normalise(body.key))
    if (!key) throw unknownKey()
    if (await repo.isUsedBy(ctx.db, key.code, auth.user.id)) throw alreadyUsed()
    const confirm = key.isNeedConfirm && !body.ignore_conditions
    return {
      is_need_confirm: confirm,
      confirmation_title: confirm ? key.confirmationTitle : null,
      confirmation_text: confirm ? key.confirmationText : null,
    }
  })

  registerEndpoint(app, ctx, endpoints.applyPromoKey, async ({ auth, body }) => {
    const key = await repo.findPromoKey(ctx.db, normalise(body.key))
    if (!key) throw unknownKey()
    if (!(await repo.activate(ctx.db, key, auth.user.id, ctx.now()))) throw alreadyUsed()
    return { description: key.description }
  })

  registerEndpoint(app, ctx, endpoints.getPromoInfo, async ({ params }) => {
    const key = await repo.findPromoKey(ctx.db, normalise(params.code))
    if (!key) throw unknownKey()
    return {
      code: key.code,
      amount: key.amount,
      needed_refund: key.neededRefund,
      is_paid: key.isPaid,
      days: key.days,
      packet_ids: key.packetIds,
      description: key.description,
    }
  })
}
