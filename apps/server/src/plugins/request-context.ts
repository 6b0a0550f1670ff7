import type { FastifyRequest } from 'fastify'
import type { AuthMode } from '@efir/contract'
import type { AppContext } from '../context.ts'
import { countryOf } from '../lib/country.ts'
import { resolveToken, type Session } from '../modules/session/tokens.ts'
import { authenticationFailed, signedOut } from './api-error.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller behind a valid access_token, or null. */
    auth: Session | null
    /** The request carried a token whose sign-in was ended (issue 30), on an endpoint that takes none too. */
    signedOut: boolean
    /** ISO country of the caller (spec 1 §6 country restriction). */
    country: string
  }
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * RFC 6750: a token in the Authorization header is accepted too, so a client may keep it out of
 * query strings (and so out of URLs and logs); the query form stays for the spec's clients.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header) : null
  return match?.[1]
}

/**
 * The caller has closed its connection: nobody will read the answer. Under load requests queue, and a
 * client that gave up (a timeout, a closed tab) must not keep the server busy (issue 8: the server kept
 * working for 50 s after the load's clients were gone).
 */
export function clientGone(request: FastifyRequest): boolean {
  // Ended: the client has closed its side, which Node's HTTP server takes as the end of its requests too
  // (without httpAllowHalfOpen it aborts them); destroyed: the connection is gone altogether.
  const socket = request.raw.socket as { destroyed?: boolean; readableEnded?: boolean } | undefined
  return socket?.destroyed === true || socket?.readableEnded === true
}

/**
 * Runs before validation (onRequest), on the raw query: the contract's query schemas do not carry
 * access_token, and it must never reach a handler or a log line.
 */
export function requestContextHook(ctx: AppContext, mode: AuthMode) {
  return async (request: FastifyRequest): Promise<void> => {
    request.country = countryOf(ctx.countrySource, request)
    request.auth = null
    request.signedOut = false
    if (mode === 'none' || clientGone(request)) return
    const token = bearerToken(request) ?? queryValue(request, 'access_token')
    const session = token ? await resolveToken(ctx, token) : 'invalid'
    if (typeof session === 'object') {
      request.auth = session
      return
    }
    // issue 30: a sign-in ended elsewhere is told apart, so the device can tell its viewer why
    if (mode === 'required') throw session === 'signed-out' ? signedOut() : authenticationFailed()
    // 'optional': a bad token is ignored and the call proceeds anonymously.
    request.signedOut = session === 'signed-out'
  }
}
