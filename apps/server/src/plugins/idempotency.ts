import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ApiErrorBody, ERROR_CODES, IDEMPOTENCY_HEADER, type Endpoint, type ResponseOf } from '@efir/contract'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/connect.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import { ApiError, CommittedError, RecordedError, badRequest } from './api-error.ts'
import { registerEndpoint, type EndpointRequest } from './contract-route.ts'

/** A money-moving handler: everything it does goes through `tx`, the transaction its key is saved in. */
export type IdempotentHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  tx: Db,
) => Promise<ResponseOf<E>>

const KEY = /^[\x21-\x7e]{1,64}$/

type Outcome = { ok: true; body: unknown } | { ok: false; body: ApiErrorBody }

function requestHash(endpoint: Endpoint, request: EndpointRequest<Endpoint>): string {
  const { access_token: _token, ...query } = (request.query ?? {}) as Record<string, unknown>
  const canonical = JSON.stringify([endpoint.id, request.params ?? null, query, request.body ?? null])
  return createHash('sha256').update(canonical).digest('hex')
}

/**
 * Registers a money-moving endpoint (`idempotent` in the contract). The key row and the effect commit
 * in one database transaction, so:
 * - the same key and body replay the first answer (a 4xx included) without a second effect;
 * - the same key with another body is a 422;
 * - a concurrent duplicate waits on the key's unique index until the first commits, then replays it
 *   (503 with Retry-After if that takes over 10 s); if the first rolled back, the duplicate runs;
 * - a server killed after the commit leaves the answer stored: the client's retry gets it, no new charge.
 * An ApiError rolls back the handler's effects (a savepoint) and is stored as the answer.
 */
export function registerIdempotentEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: IdempotentHandler<E>,
): void {
  registerEndpoint(app, ctx, endpoint, async (request) => {
    const key = request.raw.headers[IDEMPOTENCY_HEADER.toLowerCase()]
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw badRequest(ERROR_CODES.idempotencyKeyRequired, 'idempotency_key_required')
    }
    const userId = request.auth?.user.id
    if (userId === undefined) throw new Error(`${endpoint.id}: idempotent endpoints need a signed-in user`)
    const hash = requestHash(endpoint, request)
    const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
      await tx.execute(sql`set local lock_timeout = '10s'`)
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          userId,
          key,
          endpoint: endpoint.id,
          requestHash: hash,
          status: 0,
          body: {},
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (claimed.length === 0) return replay(tx, userId, key, hash)
      let result: Outcome
      try {
        result = await tx.transaction(async (sp): Promise<Outcome> => {
          try {
            return { ok: true, body: await handler(request, sp) }
          } catch (error) {
            if (error instanceof CommittedError) return { ok: false, body: error.toBody(request.language) }
            throw error
          }
        })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        result = { ok: false, body: error.toBody(request.language) }
      }
      await tx
        .update(idempotencyKeys)
        .set({
          status: result.ok ? (endpoint.successStatus ?? 200) : result.body.status_code,
          body: result.body,
        })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      return result
    })
    if (!outcome.ok) throw new RecordedError(outcome.body)
    return outcome.body as ResponseOf<E>
  })
}

async function replay(tx: Db, userId: number, key: string, hash: string): Promise<Outcome> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  if (!row || row.status === 0)
    throw new ApiError(409, ERROR_CODES.idempotencyInProgress, 'idempotency_in_progress')
  if (row.requestHash !== hash) {
    throw new ApiError(422, ERROR_CODES.idempotencyKeyReused, 'idempotency_key_reused')
  }
  if (row.status >= 400) return { ok: false, body: ApiErrorBody.parse(row.body) }
  return { ok: true, body: row.body }
}
