import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ERROR_CODES, endpoints, type ApiErrorBody } from '@efir/contract'
import { requestLanguage, type Language } from '../i18n/language.ts'
import { MESSAGE_TABLES, msg, translate, type PlainKey } from '../i18n/messages.ts'
import { ApiError } from './api-error.ts'
import { RETRY_AFTER_S } from './load-shedding.ts'

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
}

/**
 * `{ "body.phone": "phone must be 9-15 digits" }`: one readable entry per failing field (spec 1 §8).
 * The contract's own zod messages stay as they are; the server's fallbacks are in the viewer's language.
 */
function validationDetail(error: FastifyError, language: Language): Record<string, string> {
  const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body'
  const detail: Record<string, string> = {}
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const field = path ? `${context}.${path}` : context
    const message = /received undefined/.test(issue.message ?? '')
      ? translate(language, 'validation_required')
      : catalogueKey(issue.message)
        ? translate(language, issue.message)
        : (issue.message ?? translate(language, 'validation_invalid'))
    detail[field] = detail[field] ? `${detail[field]}; ${message}` : message
  }
  return detail
}

/** A contract rule whose message is a key of the catalogue (AMOUNT_ERRORS): said in the viewer's language. */
const catalogueKey = (message: string | undefined): message is PlainKey =>
  message !== undefined &&
  Object.hasOwn(MESSAGE_TABLES.ru, message) &&
  !MESSAGE_TABLES.ru[message as PlainKey].includes('{')

/**
 * The message of a 400: one field broke one rule the catalogue names (an amount "больше нуля", "two
 * digits after the point"): that text; otherwise the general "some fields are wrong".
 */
function validationMessage(error: FastifyError, language: Language): string {
  const issues = error.validation ?? []
  const only = issues.length === 1 ? issues[0]?.message : undefined
  return catalogueKey(only) ? translate(language, only) : translate(language, 'validation_failed')
}

/** Fastify's own 4xx failures, mapped onto the contract's error codes and the catalogue. */
const FASTIFY_CODES: Record<string, readonly [errorCode: string, text: PlainKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [ERROR_CODES.payloadTooLarge, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [ERROR_CODES.unsupportedMediaType, 'unsupported_media_type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ERROR_CODES.malformedRequest, 'invalid_json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ERROR_CODES.malformedRequest, 'malformed_request'],
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown }).cause
  const code = (cause as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined
}

/**
 * The database could not be had in time (issue 30): no connection of the pool came free within its
 * wait (pg-pool's time-out), a lock did not (`lock_timeout`, 55P03) or the statement did not finish
 * (`statement_timeout`, 57014). Nothing was done; the caller may try again.
 */
function databaseBusy(error: FastifyError, state: string | undefined): boolean {
  if (state === '55P03' || state === '57014') return true
  const cause = (error as { cause?: unknown }).cause
  const messages = [error.message, cause instanceof Error ? cause.message : '']
  return messages.some((m) => /timeout exceeded when trying to connect|due to connection timeout/.test(m))
}

function toBody(error: FastifyError, language: Language): ApiErrorBody {
  if (error instanceof ApiError) return error.toBody(language)
  // Safety net for races the services do not lock against: a unique violation is a conflict.
  const state = sqlState(error)
  if (databaseBusy(error, state)) {
    return {
      status_code: 503,
      error_code: ERROR_CODES.serviceUnavailable,
      message: translate(language, 'server_busy'),
      retry_after: RETRY_AFTER_S,
    }
  }
  // A unique violation, a check violation (a balance below zero), a serialization failure or a deadlock
  // means a concurrent request won: the money rules held, this one is a conflict, never a 500. Only the
  // first is "already exists"; the others are worth trying again.
  if (state === '23505' || state === '23514' || state === '40001' || state === '40P01') {
    const text = state === '23505' ? 'conflict' : 'conflict_retry'
    return { status_code: 409, error_code: ERROR_CODES.conflict, message: translate(language, text) }
  }
  // A value the columns cannot hold (an id over 2^31 - 1, a number or date out of range) is the
  // caller's input, never a 500 (issue 8: 56 of 3,791 fuzz requests answered 500 this way).
  if (state === '22003' || state === '22P02' || state === '22008') {
    return {
      status_code: 400,
      error_code: ERROR_CODES.validation,
      message: translate(language, 'validation_failed'),
    }
  }
  if (error.validation) {
    return {
      status_code: 400,
      error_code: ERROR_CODES.validation,
      message: validationMessage(error, language),
      detail: validationDetail(error, language),
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const [errorCode, text] = FASTIFY_CODES[error.code] ?? [ERROR_CODES.malformedRequest, 'malformed_request']
    return { status_code: status, error_code: errorCode, message: translate(language, text) }
  }
  return {
    status_code: 500,
    error_code: ERROR_CODES.internal,
    message: translate(language, 'internal_error'),
  }
}

// Every path of the contract, to tell "wrong method" (405) from "no such route" (404).
const contractPaths = Object.values(endpoints).map((e) => ({
  method: e.method,
  pattern: new RegExp(`^${e.path.replace(/:[A-Za-z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
}))

export function apiNotFoundBody(request: FastifyRequest): ApiErrorBody {
  const language = requestLanguage(request)
  const path = request.url.split('?')[0] ?? ''
  const other = contractPaths.filter((p) => p.pattern.test(path))
  if (other.length > 0 && !other.some((p) => p.method === request.method)) {
    const allowed = other.map((p) => p.method).join(', ')
    return {
      status_code: 405,
      error_code: ERROR_CODES.methodNotAllowed,
      message: translate(language, msg('method_not_allowed', { method: request.method, allowed })),
    }
  }
  return {
    status_code: 404,
    error_code: ERROR_CODES.notFound,
    message: translate(language, msg('not_found', { method: request.method, path })),
  }
}

/**
 * Router-level failures (a malformed URL, a path parameter over the length limit) never reach the
 * error handler: Fastify calls this instead.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply
    .code(status)
    .header('Vary', 'Accept-Language')
    .send({
      status_code: status,
      error_code: ERROR_CODES.malformedRequest,
      message: translate(requestLanguage(request), 'malformed_request'),
    })
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(hasNul)
  if (value && typeof value === 'object') return Object.values(value).some(hasNul)
  return false
}

/** No request of the contract nests deeper than this; deeper JSON is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32

/** How deep a JSON text nests (brackets outside strings), read once without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) max = Math.max(max, ++depth)
    else if (c === 125 || c === 93) depth--
  }
  return max
}

/** One error body for every failure; the catch-all logs only what was unexpected (a bug). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toBody(error, requestLanguage(request))
    // a 503 is the server (or its database) busy, not a bug: its one line is the request's, at warn
    // (issue 30: every shed request logged a stack, 4,459 lines in one log)
    if (body.status_code >= 500 && body.status_code !== 503)
      request.log.error({ err: error }, 'unexpected error')
    // RFC 9110: a 429 says when to come back in the header too, not only in the body
    if (body.retry_after !== undefined) void reply.header('Retry-After', String(body.retry_after))
    return reply
      .code(body.status_code)
      .header('Vary', 'Accept-Language')
      .type('application/json; charset=utf-8')
      .send(body)
  })

  // PostgreSQL refuses NUL characters in text: reject them up front as a 400, not a database error.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { params: request.params, query: request.query, body: request.body }
    const bad = Object.entries(parts).find(([, value]) => hasNul(value))?.[0]
    if (!bad) return done()
    done(new ApiError(400, ERROR_CODES.validation, 'nul_characters', { detail: { [bad]: 'contains_nul' } }))
  })

  // JSON parser that treats an empty body as "no body" (the schema then says what is missing) and
  // answers malformed JSON with 400 instead of a parser exception.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    // a 10 KB body nested 5,000 levels deep overflowed the stack of every walk over it (issue 8)
    if (jsonDepth(text) > MAX_JSON_DEPTH)
      return done(new ApiError(400, ERROR_CODES.malformedRequest, 'invalid_json'), undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new ApiError(400, ERROR_CODES.malformedRequest, 'invalid_json'), undefined)
    }
  })
}

/**
 * Failures Node's HTTP parser answers before a request exists (headers over the limit: 431; a broken
 * request line: 400): the project's error body too, not Fastify's default (issue 8). Russian, as no
 * request says which language the viewer reads.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = JSON.stringify({
    status_code: status,
    error_code: ERROR_CODES.malformedRequest,
    message: translate('ru', 'malformed_request'),
  } satisfies ApiErrorBody)
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
