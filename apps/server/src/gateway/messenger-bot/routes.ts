import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Phone } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { requestLanguage } from '../../i18n/language.ts'
import { ApiError } from '../../plugins/api-error.ts'
import { findProvider } from '../../modules/network/repository.ts'
import { sendProviderCode } from '../../modules/otp/codes.ts'
import { findUserByPhone } from '../../modules/users/repository.ts'
import { readOutbox } from '../sms-outbox/outbox.ts'
import { createPhoneUser } from '../../modules/users/service.ts'
import { acceptForms, html, page, text } from '../demo/html.ts'

const Params = z.object({ provider: z.string().min(1).max(64) })
const Start = z.object({ start: Phone })

const chat = (provider: string, lines: string) =>
  `<h1>${text(provider)} bot</h1><p class="note">Demo messenger: stands in for the operator's Telegram bot.</p>${lines}`

/**
 * The demo messenger bot (demo mode only; spec 3 §4 "Login modal", the messenger code flow): what a
 * provider's Telegram bot does. The client opens it with `?start=<phone>`; the viewer shares the phone,
 * and the bot sends the sign-in code into the chat (stored like every demo message in the outbox, under
 * the same limits as SMS). The client meanwhile polls GET /v2/otp/exist and asks for the code once it exists.
 * A phone no user has yet gets its user here, for the bot's provider, as the SMS flow's invalid_phone
 * step does in the client.
 */
export async function registerMessengerBot(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register((scope, _options, done) => {
    acceptForms(scope)
    const r = scope.withTypeProvider<ZodTypeProvider>()
    r.get(
      '/dev/messenger_bot/:provider',
      { schema: { hide: true, params: Params, querystring: Start } },
      async (request, reply) => {
        const provider = await findProvider(ctx.db, request.params.provider)
        if (!provider?.display.otp_bot) return html(reply, 404, page('Not found', '<h1>No such bot</h1>'))
        const { start } = request.query
        return html(
          reply,
          200,
          page(
            `${provider.name} bot`,
            chat(
              provider.name,
              `<p>Share your phone number to receive your sign-in code.</p>
<form method="post"><input type="hidden" name="start" value="${text(start)}"><button type="submit">Share my phone number +${text(start)}</button></form>`,
            ),
          ),
        )
      },
    )
    r.post(
      '/dev/messenger_bot/:provider',
      { schema: { hide: true, params: Params, body: Start } },
      async (request, reply) => {
        const provider = await findProvider(ctx.db, request.params.provider)
        if (!provider?.display.otp_bot) return html(reply, 404, page('Not found', '<h1>No such bot</h1>'))
        const phone = request.body.start
        const user = await findUserByPhone(ctx.db, phone)
        if (!user) await createPhoneUser(ctx, { username: phone, phone }, { provider: provider.shortname })
        const language = requestLanguage(request)
        try {
          await sendProviderCode(ctx, provider, phone, 'login', language, request.ip)
        } catch (error) {
          if (!(error instanceof ApiError) || error.statusCode !== 429) throw error
          const message = `<p class="error">${text(error.message)}</p>`
          return html(reply, 429, page('Too many codes', chat(provider.name, message)))
        }
        const [sent] = await readOutbox(ctx, phone)
        const message = `<p class="ok" data-bot-message>${text(sent?.text ?? '')}</p>`
        return html(reply, 200, page(`${provider.name} bot`, chat(provider.name, message)))
      },
    )
    done()
  })
}
