import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import type { Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import type { AppContext } from '../../context.ts'
import { CommittedError, badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { registerIdempotentEndpoint } from '../../plugins/idempotency.ts'
import { findPacket } from '../packets/repository.ts'
import { listCards } from '../payments/repository.ts'
import {
  claim,
  limitedAddress,
  LIMITS,
  LIMIT_WINDOW_MS,
  windowAndDay,
  type Limit,
} from '../limits/rate-limit.ts'
import { grantPromo } from './grant.ts'
import * as repo from './repository.ts'

// Codes are typed by people: compare case-insensitively.
const normalise = (key: string) => key.trim().toUpperCase()
const unknownKey = () => notFound('promo_code')
const alreadyUsed = () => badRequest(ERROR_CODES.alreadyUsed, 'promo_already_used')

/** A code's row with its texts (description, confirmation) in the viewer's language (issue 29). */
async function findKey(db: Db, code: string, language: Language): Promise<repo.PromoKeyRow | null> {
  const key = await repo.findPromoKey(db, normalise(code))
  return key && localizeRow(key, language)
}

/**
 * Issue 30: promo codes cannot be guessed. Each try is claimed first (the viewer's, with a daily cap,
 * and the address's), atomically, so parallel guesses count too; a code that exists is given back.
 */
function guessLimits(ctx: AppContext, viewerId: number | null, remote: string): Limit[] {
  const byViewer =
    viewerId === null
      ? []
      : windowAndDay(
          `promo:viewer:${viewerId}`,
          LIMITS.promoGuessesPerViewer,
          ctx.dailyCaps.promoGuessesPerViewer,
          'promo_locked',
        )
  const byAddress = ctx.addressLimits
    ? [
        {
          key: `promo:${limitedAddress(remote)}`,
          limit: LIMITS.promoGuessesPerAddress,
          windowMs: LIMIT_WINDOW_MS,
        },
      ]
    : []
  return [...byViewer, ...byAddress]
}

/** The key a code names, its try counted (429 past the limits); an unknown code stays counted. */
async function findGuessed(
  ctx: AppContext,
  db: Db,
  code: string,
  language: Language,
  who: { viewerId: number | null; remote: string },
): Promise<repo.PromoKeyRow | null> {
  const giveBack = await claim(db, guessLimits(ctx, who.viewerId, who.remote), ctx.now())
  const key = await findKey(db, code, language)
  if (key) await giveBack()
  return key
}

export function registerPromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tariffName = async (key: repo.PromoKeyRow, language: Language, db: Db = ctx.db) => {
    const id = key.packetIds[0] ?? key.ottPacketIds[0]
    return id === undefined ? null : ((await findPacket(db, id, language))?.name ?? null)
  }

  // spec 1 §4 "Promo": check first; show the confirmation text when needed, otherwise apply.
  registerEndpoint(app, ctx, endpoints.checkPromoKey, async ({ auth, body, language, remote }) => {
    const key = await findGuessed(ctx, ctx.db, body.key, language, { viewerId: auth.user.id, remote })
    if (!key) throw unknownKey()
    if (await repo.isUsedBy(ctx.db, key.code, auth.user.id)) throw alreadyUsed()
    if (repo.isExhausted(key)) throw badRequest(ERROR_CODES.promoExhausted, 'promo_exhausted')
    const confirm = key.isNeedConfirm && !body.ignore_conditions
    const hasCard = (await listCards(ctx.db, auth.user.id)).length > 0
    return {
      is_need_confirm: confirm,
      confirmation_title: confirm ? key.confirmationTitle : null,
      confirmation_text: confirm ? key.confirmationText : null,
      user_must_have_credit_card: key.needsCard && !hasCard,
      needed_refund: key.neededRefund,
      days: Math.max(key.days, key.ottDays),
      tariff_name: await tariffName(key, language),
    }
  })

  registerIdempotentEndpoint(
    app,
    ctx,
    endpoints.applyPromoKey,
    async ({ auth, body, language, remote }, tx) => {
      const key = await findGuessed(ctx, tx, body.key, language, { viewerId: auth.user.id, remote })
      // the counted try stays (an ApiError would roll the handler's savepoint back, the count with it)
      if (!key) throw new CommittedError(404, ERROR_CODES.notFound, 'not_found_promo_code')
      const granted = await grantPromo(tx, key, auth.user, ctx.now())
      return {
        description: key.description,
        tariff_name: (await tariffName(key, language, tx)) ?? granted.tariffName,
        days: granted.days,
        packet_ids: granted.packetIds,
        end_at: granted.endAt?.toISOString() ?? null,
      }
    },
  )

  registerEndpoint(app, ctx, endpoints.getPromoInfo, async ({ params, language, remote }) => {
    const key = await findGuessed(ctx, ctx.db, params.code, language, { viewerId: null, remote })
    if (!key) throw unknownKey()
    return {
      code: key.code,
      amount: key.amount / 100,
      needed_refund: key.neededRefund,
      is_paid: key.isPaid,
      days: key.days,
      packet_ids: key.packetIds,
      description: key.description,
      ott_packet_ids: key.ottPacketIds,
      ott_days: key.ottDays,
      confirmation_title: key.confirmationTitle,
      confirmation_text: key.confirmationText,
      after_renew_packet_id: key.afterRenewPacketId,
      packets_after_trial: key.packetsAfterTrial,
      user_must_have_credit_card: key.needsCard,
      is_single_use: key.maxUses === 1,
      tariff_name: await tariffName(key, language),
    }
  })
}
