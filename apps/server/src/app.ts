import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppContext } from './context.ts'
import type { Db } from './db/connect.ts'
import { registerAdRoutes } from './modules/ads/routes.ts'
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts'
import { registerCatalogueImages } from './modules/catalogue/images.ts'
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts'
import { registerChannelImages } from './modules/channels/images.ts'
import { registerChannelRoutes } from './modules/channels/routes.ts'
import { registerVitrinaEmbed } from './modules/channels/vitrina.ts'
import { registerDevRoutes } from './modules/dev/routes.ts'
import { registerAuthDeviceRoute } from './modules/devices/auth-device.ts'
import { registerDeviceRoutes } from './modules/devices/routes.ts'
import { registerFavoriteRoutes } from './modules/favorites/routes.ts'
import { registerMessageRoutes } from './modules/messages/routes.ts'
import { registerNewsRoutes } from './modules/news/routes.ts'
import { registerInfoPageRoutes } from './modules/info-pages/routes.ts'
import { registerPersonRoutes } from './modules/persons/routes.ts'
import { registerSearchRoutes } from './modules/search/routes.ts'
import { registerVodRoutes } from './modules/vod/routes.ts'
import { DEFAULT_DAILY_CAPS, type DailyCaps } from './modules/limits/rate-limit.ts'
import { registerMiddlewareRoutes } from './modules/mw/routes.ts'
import { registerNetworkRoutes } from './modules/network/routes.ts'
import { registerOtpRoutes } from './modules/otp/routes.ts'
import { registerParentalRoutes } from './modules/parental/routes.ts'
import { registerPacketRoutes } from './modules/packets/routes.ts'
import { registerProviderPacketRoutes } from './modules/packets/provider-routes.ts'
import { registerQuickSalesRoutes } from './modules/packets/quick-sales.ts'
import { registerAccountRoutes } from './modules/payments/account-routes.ts'
import { registerCardRoutes } from './modules/payments/card-routes.ts'
import { registerHistoryRoutes } from './modules/payments/history-routes.ts'
import { registerOfferRoutes } from './modules/payments/offer-routes.ts'
import { registerPayformRoutes } from './modules/payments/payform-routes.ts'
import { registerPurchaseRoutes } from './modules/subscriptions/purchase-routes.ts'
import { startRenewalJob } from './modules/subscriptions/renewal.ts'
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts'
import { createDemoGateway, type DeliverCallback } from './gateway/demo/callbacks.ts'
import { sharedSecret } from './modules/secrets/repository.ts'
import { registerDemoGateway } from './gateway/demo/routes.ts'
import { registerMessengerBot } from './gateway/messenger-bot/routes.ts'
import { registerPlatformRoutes } from './modules/platform/routes.ts'
import { registerProfileRoutes } from './modules/profiles/routes.ts'
import { registerProgramRoutes } from './modules/programs/routes.ts'
import { registerPromoRoutes } from './modules/promo/routes.ts'
import { registerScheduleRoutes } from './modules/schedule/routes.ts'
import { registerStaticAssets } from './modules/static-assets/routes.ts'
import { registerWebAppRoutes } from './modules/web-app/routes.ts'
import { pageNamesNothing } from './modules/web-app/page-status.ts'
import { countrySourceFrom } from './lib/country.ts'
import { registerStatRoutes } from './modules/stat/routes.ts'
import { registerStreamRoutes } from './modules/streams/routes.ts'
import { BLOCKED_STATUS } from './modules/streams/viewer-gate.ts'
import { blockStatusOf } from './modules/users/repository.ts'
import { registerSurveyRoutes } from './modules/surveys/routes.ts'
import { registerUserRoutes } from './modules/users/routes.ts'
import { assertAllEndpointsRegistered } from './plugins/contract-route.ts'
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts'
import { loggerOptions, OneLinePerRequest } from './plugins/logging.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerCompression } from './plugins/compression.ts'
import { registerHealthRoutes } from './plugins/health.ts'
import { registerLoadShedding } from './plugins/load-shedding.ts'
import { registerSecurityHeaders, type HstsMode } from './plugins/security-headers.ts'
import { registerStaticWeb } from './plugins/static-web.ts'
import { loadMediaKey } from './media/key.ts'
import { registerMediaOrigin } from './media/origin.ts'
import { MediaTokens } from './media/token.ts'
import { PlaybackStartLog } from './modules/streams/playback-starts.ts'
import { loadVapidKeys } from './modules/push/keys.ts'
import { registerPushRoutes } from './modules/push/routes.ts'
import { PushSender } from './modules/push/sender.ts'

export interface BuildAppOptions {
  db: Db
  /** Demo mode (default on): SMS outbox readable at /dev/outbox, /dev routes, simulated country. */
  demo?: boolean
  /** false (tests), true, or a pino level name. */
  logger?: boolean | string
  /** Where log lines go (tests read them to prove no token is logged); stdout by default. */
  logStream?: { write(line: string): void }
  /** The built client (apps/web/dist by default). */
  webDist?: string
  /** The clock; tests move it to expire codes and tokens. */
  now?: () => Date
  tokenTtlMs?: number
  /** Limits per caller address (on unless false; main.ts: EFIR_ADDRESS_LIMITS=0 turns them off). */
  addressLimits?: boolean
  /** Daily caps (issue 30): DEFAULT_DAILY_CAPS unless given (main.ts: EFIR_DAILY_CAPS). */
  dailyCaps?: DailyCaps
  /**
   * The origins the product's client is served from besides this server's own (EFIR_CLIENT_ORIGINS):
   * the demo gateway's pages return the viewer only to these or its own (issue 30).
   */
  clientOrigins?: readonly string[]
  /** How late the demo gateway calls back (ms; it repeats the call once more later). Default 1500. */
  gatewayDelayMs?: number
  /**
   * The key the demo gateway signs its callbacks with: by default the one shared by every instance on
   * the database (server_secrets); a test that forges callbacks gives its own.
   */
  gatewaySecret?: Uint8Array
  /** Where the demo gateway posts its callbacks (this app by default; a test sends them to another instance). */
  gatewayDeliver?: DeliverCallback
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (EFIR_TRUST_PROXY, `trustProxyFrom`):
   * behind one, the limits per address count each viewer, not the proxy, and a request the proxy
   * received over HTTPS counts as HTTPS (HSTS, public URLs). None by default.
   */
  trustProxy?: boolean | string
  /**
   * The header a trusted proxy names the caller's country in (EFIR_COUNTRY_HEADER, e.g. cf-ipcountry),
   * believed only from `trustProxy` peers; none by default. Demo mode simulates one (x-demo-country).
   */
  countryHeader?: string
  /** The country when no trusted header names one (EFIR_DEFAULT_COUNTRY): KZ, the operator's home. */
  defaultCountry?: string
  /** Strict-Transport-Security: on HTTPS requests (default), on every answer, or off (EFIR_HSTS). */
  hsts?: HstsMode
  /**
   * Past this event-loop delay (ms) new requests get 503 with Retry-After (issue 8 load shedding);
   * 0, the default, sheds nothing (tests); main.ts: EFIR_SHED_AFTER_MS, 1000 by default.
   */
  maxEventLoopDelayMs?: number
  /**
   * Queries waiting for a database connection now (`Database.waiting`): with load shedding on, past
   * MAX_DATABASE_QUEUE new requests get 503 at once too (issue 30).
   */
  databaseWaiting?: () => number
  /** Run the renewal job every minute (main.ts); tests call renewDue or POST /dev/run_renewals. */
  jobs?: boolean
  /** The operator's media token secret (EFIR_MEDIA_SECRET); unset: a key kept in the database. */
  mediaSecret?: string
  /** How long media URLs play (EFIR_MEDIA_TOKEN_TTL, seconds); default MEDIA_TOKEN_TTL_SECONDS. */
  mediaTokenTtlSeconds?: number
  /** The VAPID contact of web push (EFIR_VAPID_SUBJECT, a mailto: or https: URL). */
  vapidSubject?: string
  /** Demo mode only: an http origin taken as a push endpoint, the tests' fake push service. */
  pushTestOrigin?: string
}

/** The VAPID contact when the operator names none (EFIR_VAPID_SUBJECT). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@efir.invalid'

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
/** spec 1 §9: 12 hours. */
export const DEFAULT_TOKEN_TTL_MS = 43_200_000

const BODY_LIMIT = 64 * 1024
/** How often each instance looks for gateway callbacks a stopped instance never sent. */
const GATEWAY_SWEEP_MS = 5000

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(options.logger ?? false, options.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }
  const app = Fastify(serverOptions)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('auth', null)
  app.decorateRequest('country', '')

  const now = options.now ?? (() => new Date())
  const mediaTokens = new MediaTokens(
    await loadMediaKey(options.db, options.mediaSecret),
    () => Math.floor(now().getTime() / 1000),
    options.mediaTokenTtlSeconds,
  )
  const ctx: AppContext = {
    db: options.db,
    now,
    demo: options.demo ?? true,
    countrySource: countrySourceFrom({
      header: options.countryHeader,
      trustProxy: options.trustProxy ?? false,
      fallback: options.defaultCountry,
      demo: options.demo ?? true,
    }),
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    addressLimits: options.addressLimits ?? true,
    dailyCaps: options.dailyCaps ?? DEFAULT_DAILY_CAPS,
    log: app.log,
    gateway: null,
    mediaTokens,
    playbackStarts: new PlaybackStartLog(options.db, app.log),
    push: new PushSender(
      {
        keys: await loadVapidKeys(options.db),
        subject: options.vapidSubject ?? DEFAULT_VAPID_SUBJECT,
        testOrigin: (options.demo ?? true) ? options.pushTestOrigin : undefined,
      },
      app.log,
    ),
  }
  app.addHook('onClose', () => ctx.playbackStarts.flush())
  if (ctx.demo) {
    ctx.gateway = createDemoGateway(app, {
      db: ctx.db,
      now: ctx.now,
      delayMs: options.gatewayDelayMs ?? 1500,
      secret: options.gatewaySecret ?? (await sharedSecret(ctx.db, 'demo_gateway')),
      ...(options.gatewayDeliver ? { deliver: options.gatewayDeliver } : {}),
      ...(options.jobs ? { sweepEveryMs: GATEWAY_SWEEP_MS } : {}),
      ...(options.clientOrigins ? { returnOrigins: options.clientOrigins } : {}),
    })
  }

  registerErrorHandling(app)
  if (options.maxEventLoopDelayMs)
    await registerLoadShedding(app, options.maxEventLoopDelayMs, options.databaseWaiting)
  registerSecurityHeaders(app, options.hsts)
  registerHealthRoutes(app, options.db)
  await registerCompression(app)
  await registerOpenApi(app)

  registerNetworkRoutes(app, ctx)
  registerUserRoutes(app, ctx)
  registerOtpRoutes(app, ctx)
  registerParentalRoutes(app, ctx)
  registerMiddlewareRoutes(app, ctx)
  registerDeviceRoutes(app, ctx)
  registerPushRoutes(app, ctx)
  registerAuthDeviceRoute(app, ctx)
  registerAdRoutes(app, ctx)
  registerProfileRoutes(app, ctx)
  registerFavoriteRoutes(app, ctx)
  registerMessageRoutes(app, ctx)
  registerSurveyRoutes(app, ctx)
  registerPlatformRoutes(app, ctx)
  registerPromoRoutes(app, ctx)
  registerStatRoutes(app, ctx)
  registerChannelRoutes(app, ctx)
  registerStreamRoutes(app, ctx)
  registerScheduleRoutes(app, ctx)
  registerProgramRoutes(app, ctx)
  registerPacketRoutes(app, ctx)
  registerProviderPacketRoutes(app, ctx)
  registerQuickSalesRoutes(app, ctx)
  registerSubscriptionRoutes(app, ctx)
  registerPurchaseRoutes(app, ctx)
  registerAccountRoutes(app, ctx)
  registerCardRoutes(app, ctx)
  registerHistoryRoutes(app, ctx)
  registerPayformRoutes(app, ctx)
  registerOfferRoutes(app, ctx)
  registerAnalyticsRoutes(app, ctx)
  registerCatalogueRoutes(app, ctx)
  registerVodRoutes(app, ctx)
  registerPersonRoutes(app, ctx)
  registerSearchRoutes(app, ctx)
  registerNewsRoutes(app, ctx)
  registerInfoPageRoutes(app, ctx)
  assertAllEndpointsRegistered(ctx)

  if (ctx.demo) registerDevRoutes(app, ctx)
  if (ctx.gateway) await registerDemoGateway(app, ctx, ctx.gateway)
  if (ctx.demo) await registerMessengerBot(app, ctx)
  if (options.jobs) startRenewalJob(ctx, (stop) => app.addHook('onClose', (_app, done) => (stop(), done())))
  registerStaticAssets(app)
  registerWebAppRoutes(app, ctx)
  registerChannelImages(app, ctx)
  registerCatalogueImages(app, ctx)
  registerVitrinaEmbed(app, ctx)
  await registerMediaOrigin(app, {
    now: ctx.now,
    tokens: mediaTokens,
    // issue 30: a blocked account's media stop at its next request, not when the media token ends
    mayPlay: async (viewerId) => (await blockStatusOf(ctx.db, viewerId)) !== BLOCKED_STATUS,
  })
  await registerStaticWeb(app, options.webDist ?? DEFAULT_WEB_DIST, {
    namesNothing: (pathname) => pageNamesNothing(ctx, pathname),
  })
  return app
}
