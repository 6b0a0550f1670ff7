import type { FastifyReply } from 'fastify'
import { negotiate } from '@fastify/accept-negotiator'

/**
 * An answer as JSON text that was checked against the endpoint's contract where it was made (a filled
 * template: modules/streams/answer-text.ts), sent as it is instead of being checked and serialised
 * again: as `gzipped`, when there is one and the caller takes gzip; otherwise compressed per request
 * like any answer.
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly gzipped: Buffer | null = null,
  ) {}

  send(reply: FastifyReply): FastifyReply {
    void reply.type('application/json; charset=utf-8')
    if (!this.gzipped || negotiate(reply.request.headers['accept-encoding'] ?? '', ['gzip']) !== 'gzip')
      return reply.send(this.text)
    const vary = reply.getHeader('vary')
    return reply
      .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('Content-Encoding', 'gzip')
      .send(this.gzipped)
  }
}
