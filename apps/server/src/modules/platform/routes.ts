import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { sha256 } from '../../lib/secrets.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { listSeoMasks } from './repository.ts'

/** Running experiments and their variants; the first variant is the control. */
const AB_TESTS = [
  { name: 'player_controls', variants: ['classic', 'compact'] },
  { name: 'home_rows_order', variants: ['default', 'personal_first'] },
]

/** Deterministic: the same user (or device kind, before sign-in) always lands in the same variant. */
function variantFor(name: string, variants: string[], subject: string): string {
  const bucket = parseInt(sha256(`${name}:${subject}`).slice(0, 8), 16) % variants.length
  return variants[bucket] ?? variants[0] ?? 'default'
}

export function registerPlatformRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getAbTests, ({ auth, query }) => {
    const subject = auth
      ? `user:${auth.user.id}`
      : `kind:${query.application_type ?? 'web'}:${query.mobile ?? 'false'}`
    return AB_TESTS.map((t) => ({ name: t.name, variant: variantFor(t.name, t.variants, subject) }))
  })

  // The operator's masks in the viewer's language (their translations, else the spec's fallbacks).
  registerEndpoint(app, ctx, endpoints.getSeoMasks, async ({ language }) =>
    (await listSeoMasks(ctx.db)).map((m) => ({
      page: m.page,
      text_type: m.textType,
      text: localizeRow(m, language).text,
    })),
  )
}
