import type { FastifyServerOptions } from 'fastify'

// Query parameters that carry credentials (spec 1 §7 puts access_token in the query string).
const SECRET_QUERY = /([?&](?:access_token|token|mwat|serial|password)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]')
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
