import type { FastifyInstance } from 'fastify'
import { endpoints, type NetworkInfo } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { answerCache, registerEndpoint } from '../../plugins/contract-route.ts'
import { DEFAULT_PROVIDER_ID, isCountryAllowed, presentProvider } from './present.ts'
import { findProvider, listMenuPages } from './repository.ts'
import { CONFIGURATION, LANGUAGES, noProviderTexts, partnerCabinet, resourcesFor } from './settings.ts'

export function registerNetworkRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Issue 8: every viewer's start asks these; they change only with the (public) provider data.
  const networkAnswers = answerCache(endpoints.getNetworkInfo, { max: 2000 })
  const configurationAnswers = answerCache(endpoints.getConfiguration)

  // spec 1 §4 start-up step 1: the network decides provider, guests and country rules.
  registerEndpoint(
    app,
    ctx,
    endpoints.getNetworkInfo,
    async ({ query, country, remote, language }, reply) => {
      // The default texts follow Accept-Language.
      void reply.header('Vary', 'Accept-Language')
      const key = [query.provider ?? DEFAULT_PROVIDER_ID, country, remote, language].join('|')
      return networkAnswers.get(key, ctx.now().getTime(), async () => ({
        value: await networkInfo(query.provider, country, remote, language),
      }))
    },
  )

  async function networkInfo(
    providerKey: string | undefined,
    country: string,
    remote: string,
    language: Parameters<typeof noProviderTexts>[0],
  ): Promise<NetworkInfo> {
    const provider = await findProvider(ctx.db, providerKey ?? DEFAULT_PROVIDER_ID)
    const allowed = isCountryAllowed(provider, country)
    const info: NetworkInfo = {
      provider: provider ? presentProvider(provider) : null,
      remote,
      country,
      is_country_allowed: allowed,
      // The provider's rule, whatever the country: from a forbidden country guest creation answers 403,
      // which is what sends the client to the geo-lock page (spec 1 §4, §8 "Guest creation").
      is_guest_allowed: provider !== null && provider.isGuestAllowed,
      auto_auth: provider?.autoAuth ?? null,
      promo_days: provider?.promoDays ?? null,
      default: noProviderTexts(language),
      agreement: provider ? '/static/agreement.txt' : null,
      privacy: provider ? '/static/privacy.txt' : null,
      lk_link: partnerCabinet(provider, language),
      languages: LANGUAGES,
    }
    return info
  }

  registerEndpoint(app, ctx, endpoints.getConfiguration, async ({ language, query }, reply) => {
    void reply.header('Vary', 'Accept-Language') // menu titles follow the viewer's language
    const providerKey = query.provider ?? DEFAULT_PROVIDER_ID
    return configurationAnswers.get(`${providerKey}|${language}`, ctx.now().getTime(), async () => ({
      value: await configuration(language, providerKey),
    }))
  })

  async function configuration(
    language: Parameters<typeof noProviderTexts>[0],
    providerKey: string | number,
  ) {
    const provider = await findProvider(ctx.db, providerKey)
    // a brand's menu is the shared one less the pages it leaves out (white-label data, issue 12)
    const hidden = new Set(provider?.display.menu_hidden ?? [])
    const pages = (await listMenuPages(ctx.db)).filter((p) => !hidden.has(p.slug))
    return {
      ...CONFIGURATION,
      token_ttl_ms: ctx.tokenTtlMs,
      menu_pages: pages.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.titles[language] ?? p.title,
        template: p.template,
        kind: p.kind,
        icon: p.icon,
        url: p.url,
        in_bottom_bar: p.inBottomBar,
      })),
    }
  }

  registerEndpoint(app, ctx, endpoints.getResources, async ({ query }) => {
    const provider = await findProvider(ctx.db, query.provider ?? DEFAULT_PROVIDER_ID)
    return resourcesFor(provider)
  })
}
