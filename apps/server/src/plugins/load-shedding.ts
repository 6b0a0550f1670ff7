import type { FastifyInstance } from 'fastify'
import underPressure from '@fastify/under-pressure'
import { ERROR_CODES } from '@efir/contract'
import { ApiError } from './api-error.ts'

/**
 * How long a shed caller (or one the database could not serve in time) waits before trying again
 * (Retry-After and `retry_after`).
 */
export const RETRY_AFTER_S = 5

/**
 * Issue 8: when the event loop lags this much, new requests are refused at once with 503 and
 * Retry-After (the contract's error body), instead of queueing for seconds behind the ones in hand.
 */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000

/**
 * Issue 30 (shedding watched only the event loop): past this many queries waiting for a connection of
 * the database pool, new requests are refused at once too, instead of each waiting out the pool's wait.
 */
export const MAX_DATABASE_QUEUE = 50
/** How often the database queue is looked at (ms). */
const DATABASE_CHECK_MS = 250

export async function registerLoadShedding(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
  databaseWaiting?: () => number,
): Promise<void> {
  await app.register(underPressure, {
    ...(databaseWaiting
      ? {
          healthCheck: () => Promise.resolve(databaseWaiting() <= MAX_DATABASE_QUEUE),
          healthCheckInterval: DATABASE_CHECK_MS,
        }
      : {}),
    maxEventLoopDelay: maxEventLoopDelayMs,
    // NOTE: the plugin takes a sample window in which the loop never turned (no histogram sample) as an
    // endless delay. A window as long as the limit makes that mean "stalled the whole limit": with a
    // shorter one, a single 300 ms stall (a cold query of the embedded database) shed every request.
    sampleInterval: maxEventLoopDelayMs,
    pressureHandler: () =>
      Promise.reject(
        new ApiError(503, ERROR_CODES.serviceUnavailable, 'server_busy', { retry_after: RETRY_AFTER_S }),
      ),
  })
}
