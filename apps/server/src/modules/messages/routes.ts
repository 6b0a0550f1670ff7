import type { FastifyInstance } from 'fastify'
import { endpoints, type Message } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { listMessages, readAllMessages, readMessage, removeMessage, type MessageRow } from './repository.ts'

/** A message in the viewer's language (the operator's translations of its title and text, if any). */
export const presentMessage = (row: MessageRow, language: Language): Message => {
  const m = localizeRow(row, language)
  return {
    id: m.id,
    title: m.title,
    text: m.text,
    created_at: m.createdAt.toISOString(),
    removed: m.removed,
    is_read: m.isRead,
  }
}

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 1 §4: polled every 150 s; removed messages are kept but never listed again.
  registerEndpoint(app, ctx, endpoints.listMessages, async ({ auth, language }) =>
    (await listMessages(ctx.db, auth.user.id)).map((m) => presentMessage(m, language)),
  )

  registerEndpoint(app, ctx, endpoints.readMessage, async ({ auth, params, language }) => {
    const row = await readMessage(ctx.db, auth.user.id, params.id)
    if (!row) throw notFound('message')
    return presentMessage(row, language)
  })

  registerEndpoint(app, ctx, endpoints.readAllMessages, async ({ auth }) => ({
    marked: await readAllMessages(ctx.db, auth.user.id),
  }))

  registerEndpoint(app, ctx, endpoints.deleteMessage, async ({ auth, params }) => {
    if (!(await removeMessage(ctx.db, auth.user.id, params.id))) throw notFound('message')
    return { ok: true as const }
  })
}
