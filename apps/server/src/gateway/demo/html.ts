import type { FastifyInstance, FastifyReply } from 'fastify'

/** Tiny server-rendered pages of the demo gateway and bot: no client bundle, no script. */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function page(title: string, body: string, refreshTo?: string | null, lang = 'en'): string {
  const refresh = refreshTo ? `<meta http-equiv="refresh" content="2;url=${escape(refreshTo)}">` : ''
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escape(title)}</title><style>
body{font:16px system-ui,sans-serif;background:#f3f4f7;color:#1c2024;display:flex;justify-content:center;padding:32px 12px;margin:0}
main{background:#fff;border-radius:12px;padding:24px;max-width:380px;width:100%;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #ccc;border-radius:8px}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;background:#3e63dd;color:#fff;cursor:pointer}
.note{font-size:13px;color:#60646c;margin-top:16px}.error{color:#e5484d}.ok{color:#30a46c}
</style></head><body><main>${body}</main></body></html>`
}

export const text = escape

export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

/** The demo pages post plain HTML forms. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
}
