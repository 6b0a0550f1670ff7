import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { findProgram } from '../programs/repository.ts'
import { findChannel } from './repository.ts'

const hidden = { schema: { hide: true } }
const DAY = 'public, max-age=86400'

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  )

function logoSvg(name: string, number: number, color: string): string {
  const label = escapeXml(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" role="img" aria-label="${label}"><rect width="100" height="100" rx="16" fill="${color}"/><text x="50" y="48" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${number}</text><text x="50" y="76" font-family="sans-serif" font-size="11" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 16))}</text></svg>`
}

function coverSvg(title: string, subtitle: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111"/></linearGradient></defs><rect width="480" height="270" fill="url(#g)"/><text x="24" y="150" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 24))}</text><text x="24" y="190" font-family="sans-serif" font-size="20" fill="#ddd">${escapeXml(subtitle)}</text></svg>`
}

/** Channel logos and covers and programme images, drawn from the data (issue 3: no asset pipeline). */
export function registerChannelImages(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string; file: string } }>(
    '/static/channels/:id/:file',
    hidden,
    async (req, reply) => {
      const id = /^\d{1,6}$/.test(req.params.id) ? Number(req.params.id) : null
      const channel = id === null ? null : await findChannel(ctx.db, id)
      if (!channel || !['logo.svg', 'cover.svg'].includes(req.params.file)) return reply.callNotFound()
      const svg =
        req.params.file === 'logo.svg'
          ? logoSvg(channel.name, channel.number, channel.color)
          : coverSvg(channel.name, `№ ${channel.number}`, channel.color)
      return reply.type('image/svg+xml').header('Cache-Control', DAY).send(svg)
    },
  )
  app.get<{ Params: { file: string } }>('/static/programs/:file', hidden, async (req, reply) => {
    const match = /^(\d{1,6})\.svg$/.exec(req.params.file)
    const program = match ? await findProgram(ctx.db, Number(match[1])) : null
    if (!program) return reply.callNotFound()
    const subtitle = program.genres.map((g) => g.name).join(', ')
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', DAY)
      .send(coverSvg(program.title, subtitle, program.color))
  })
}
