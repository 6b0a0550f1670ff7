import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requestLanguage } from '../../i18n/language.ts'
import { AGREEMENT_TEXTS, PRIVACY_TEXTS } from './texts.ts'
import { avatarSvg, logoSvg, PING_PNG } from './images.ts'

const hidden = { schema: { hide: true } }
const DAY = 'public, max-age=86400'

/**
 * Small files the API points at (network info agreement/privacy in the request's language, resources ping image and logos,
 * avatar pictures), generated in code so the server needs no asset pipeline.
 */
export function registerStaticAssets(app: FastifyInstance): void {
  // the documents answer in the request's language (Accept-Language, as the API does)
  const text =
    (texts: Readonly<Record<string, string>>) => async (req: FastifyRequest, reply: FastifyReply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', DAY)
        .header('Vary', 'Accept-Language')
        .send(texts[requestLanguage(req)])
  app.get('/static/agreement.txt', hidden, text(AGREEMENT_TEXTS))
  app.get('/static/privacy.txt', hidden, text(PRIVACY_TEXTS))
  // The ping must reach the server every time (spec 1 §7 "Other"): never cached.
  app.get('/static/ping.png', hidden, async (_req, reply) =>
    reply.type('image/png').header('Cache-Control', 'no-store').send(PING_PNG),
  )
  app.get<{ Params: { name: string } }>('/static/logo/:name', hidden, async (req, reply) => {
    const svg = logoSvg(req.params.name.replace(/\.svg$/, ''))
    if (!svg) return reply.callNotFound()
    return reply.type('image/svg+xml').header('Cache-Control', DAY).send(svg)
  })
  app.get<{ Params: { name: string } }>('/static/avatars/:name', hidden, async (req, reply) => {
    const match = /^(\d{1,3})\.svg$/.exec(req.params.name)
    if (!match) return reply.callNotFound()
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', DAY)
      .send(avatarSvg(Number(match[1])))
  })
}
