import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { findChannel } from './repository.ts'

const hidden = { schema: { hide: true } }
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

/**
 * Stand-in for a third-party embedded player (spec 2 §4 vitrinaUrl): a framable page, no scripts,
 * with the channel's name and a moving bar so a viewer sees it is "playing".
 */
export function registerVitrinaEmbed(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/vitrina_embed/:id', hidden, async (req, reply) => {
    const id = /^\d{1,6}$/.test(req.params.id) ? Number(req.params.id) : null
    const channel = id === null ? null : await findChannel(ctx.db, id)
    if (!channel?.vitrinaUrl) return reply.callNotFound()
    const name = escapeHtml(channel.name)
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${name}</title>
<style>html,body{margin:0;height:100%;background:${channel.color};color:#fff;font:700 6vw sans-serif}
main{height:100%;display:grid;place-items:center}
.bar{position:fixed;left:0;bottom:0;height:6px;background:#fff;animation:run 10s linear infinite}
@keyframes run{from{width:0}to{width:100%}}</style></head>
<body><main><p>${name}</p></main><div class="bar"></div></body></html>`)
  })
}
