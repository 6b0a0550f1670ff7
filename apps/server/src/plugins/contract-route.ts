import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorBody, endpoints, type Endpoint, type ResponseOf } from '@efir/contract'
import type { AppContext } from '../context.ts'
import { requestLanguage, type Language } from '../i18n/language.ts'
import { assertParental } from '../modules/parental/gate.ts'
import type { Session } from '../modules/session/tokens.ts'
import { JsonText } from './json-text.ts'
import { PreparedAnswer, PreparedAnswers } from './prepared-answer.ts'
import { clientGone, requestContextHook } from './request-context.ts'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a handler of endpoint E receives: validated input and, for auth 'required', a session. */
export interface EndpointRequest<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  auth: E['auth'] extends 'required' ? Session : Session | null
  country: string
  remote: string
  /** The viewer's language (Accept-Language): for texts the answer or an SMS carries. */
  language: Language
  raw: FastifyRequest
}

/**
 * A handler answers the endpoint's response, or a prepared one (answerCache) sent as it was prepared, or
 * JSON text it checked against the contract itself (JsonText).
 */
type Answer<E extends Endpoint> = ResponseOf<E> | PreparedAnswer | JsonText
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>

/**
 * Prepared answers of one endpoint (plugins/prepared-answer.ts): validated against its response schema,
 * serialised and compressed once per key and version.
 */
export const answerCache = (endpoint: Endpoint, options?: { max?: number; ttlMs?: number }) =>
  new PreparedAnswers(endpoint.response, options)

// Keyed by the app's context: modules may register on encapsulated child instances.
const registrations = new WeakMap<AppContext, Map<string, number>>()

const accessTokenQuery = z.object({
  access_token: z.string().optional().describe('The session token (spec 1 §7: a query parameter)'),
})

function querySchema(endpoint: Endpoint): z.ZodType | undefined {
  if (endpoint.auth === 'none') return endpoint.query
  if (!endpoint.query) return accessTokenQuery
  return endpoint.query instanceof z.ZodObject
    ? endpoint.query.extend(accessTokenQuery.shape)
    : endpoint.query
}

function responseSchemas(endpoint: Endpoint): Record<number, z.ZodType> {
  const statuses = new Set([
    400,
    ...(endpoint.auth === 'required' ? [401] : []),
    ...(endpoint.parental ? [403] : []),
    ...(endpoint.errors ?? []),
  ])
  const response: Record<number, z.ZodType> = { [endpoint.successStatus ?? 200]: endpoint.response }
  for (const status of statuses) response[status] = ApiErrorBody
  return response
}

/**
 * Registers one contract endpoint: method, path, zod schemas (validation, serialization, OpenAPI),
 * auth mode and success status all come from the endpoint table.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const seen = registrations.get(ctx) ?? new Map<string, number>()
  registrations.set(ctx, seen)
  seen.set(endpoint.id, (seen.get(endpoint.id) ?? 0) + 1)
  const query = querySchema(endpoint)
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.auth === 'none' ? {} : { security: [{ accessToken: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    onRequest: requestContextHook(ctx, endpoint.auth),
    // issue 30: a call behind a device switch (spec 1 §4) is refused before any of its work
    ...(endpoint.parental ? { preHandler: parentalHook(ctx, endpoint.parental) } : {}),
    handler: async (request, reply) => {
      // Issue 8: a request whose client has left (given up while it queued) is not worked on.
      if (clientGone(request)) return reply.hijack()
      const result = await handler(
        {
          params: request.params as Out<E['params']>,
          query: request.query as Out<E['query']>,
          body: request.body as Out<E['body']>,
          auth: request.auth as EndpointRequest<E>['auth'],
          country: request.country,
          remote: request.ip,
          language: requestLanguage(request),
          raw: request,
        },
        reply,
      )
      void reply.code(endpoint.successStatus ?? 200)
      if (result instanceof PreparedAnswer) return result.send(request, reply)
      return result instanceof JsonText ? result.send(reply) : reply.send(result)
    },
  })
}

const parentalHook =
  (ctx: AppContext, action: NonNullable<Endpoint['parental']>) => async (request: FastifyRequest) =>
    assertParental(ctx, request.auth ?? null, action)

/** Startup assertion: every contract endpoint is registered exactly once. */
export function assertAllEndpointsRegistered(ctx: AppContext): void {
  const seen = registrations.get(ctx) ?? new Map<string, number>()
  const wrong = Object.keys(endpoints).filter((id) => seen.get(id) !== 1)
  if (wrong.length > 0) throw new Error(`Contract endpoints not registered exactly once: ${wrong.join(', ')}`)
}
