import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

// Query parameters that carry credentials (spec 1 §7 puts access_token in the query string), by their
// decoded name: `access%5Ftoken=` signs in as well as `access_token=` does (issue 8); `t` is the media
// token of a stream's URLs (media/token.ts MEDIA_TOKEN_PARAM).
const SECRET_KEYS = new Set(['access_token', 'token', 'mwat', 'serial', 'password', 't'])

function decodedName(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase()
  } catch {
    return key.toLowerCase()
  }
}

export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const end = url.indexOf('#', start)
  const query = url.slice(start + 1, end < 0 ? undefined : end)
  const redacted = query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=')
      return eq >= 0 && SECRET_KEYS.has(decodedName(part.slice(0, eq)))
        ? `${part.slice(0, eq)}=[redacted]`
        : part
    })
    .join('&')
  return url.slice(0, start + 1) + redacted + (end < 0 ? '' : url.slice(end))
}

/**
 * Request logs never contain a token: the URL is redacted and bodies (passwords, codes, serials)
 * are never logged.
 */
export function loggerOptions(
  logger: boolean | string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (logger === false) return false
  return {
    level: typeof logger === 'string' ? logger : 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  }
}

/**
 * One log line per request, when it is answered (method, redacted URL, status, time), instead of
 * Fastify's two (issue 8: the per-request cost of the hot endpoints); errors are logged as Fastify does.
 * A 503 (load shed, or the database not had in time) is that one line at warn (issue 30).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply)
    else if (reply.statusCode === 503)
      reply.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request refused: busy')
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}
