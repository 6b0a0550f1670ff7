import type { FastifyRequest } from 'fastify'

/**
 * Origin of this server as the caller reached it: stream, image and embed URLs in answers are
 * absolute, because the client may run on another origin (ARCHITECTURE: any backend, chosen at
 * run time). force_https (spec 2 §7) asks for https whatever the connection.
 */
export function publicBase(request: FastifyRequest, forceHttps = false): string {
  const protocol = forceHttps ? 'https' : request.protocol
  return `${protocol}://${request.host}`
}
