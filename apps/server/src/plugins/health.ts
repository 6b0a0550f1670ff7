import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { ERROR_CODES } from '@efir/contract'
import { ApiError } from './api-error.ts'
import { RETRY_AFTER_S } from './load-shedding.ts'

/** How long readiness waits for the database's answer before it says "not ready". */
export const READY_TIMEOUT_MS = 2000

/**
 * Health for a load balancer or an orchestrator (issue 30), registered in every mode:
 * - GET /health/live: the process answers (no database); never shed, so a busy instance is not taken
 *   for a dead one and restarted;
 * - GET /health/ready: the database answers a trivial query within READY_TIMEOUT_MS; otherwise, or
 *   while the instance sheds load, 503 with Retry-After and the API's error body (no traffic for now).
 * A probe every few seconds is no news: only a 503 is logged (warn).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/health/live',
    { schema: { hide: true }, logLevel: 'warn', config: { pressureHandler: () => undefined } },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'live' }),
  )
  app.get('/health/ready', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)
    })
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    )
    const ready = await Promise.race([answered, timeout])
    clearTimeout(timer)
    if (!ready)
      throw new ApiError(503, ERROR_CODES.serviceUnavailable, 'server_busy', { retry_after: RETRY_AFTER_S })
    return reply.send({ status: 'ready' })
  })
}
