import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DEFAULT_HOLD_SECONDS, DEFAULT_SALES_EMAIL, type Config } from './config';
import { createDatabase } from './db/create-database';
import type { Database } from './db/database';
import { loadContract, type Contract } from './http/contract';
import { frameworkErrorReply, registerErrorHandling } from './http/errors';
import { logSerializers } from './http/log-safe-error';
import { registerJsonBodyParser } from './http/json-body';
import { registerMarket } from './http/market';
import { registerSite } from './http/site';
import { registerResponseCache } from './http/response-cache';
import { contractValidatorCompiler } from './http/validation';
import { auditAdminRoutes } from './modules/audit';
import { authRoutes, type AuthRouteOptions } from './modules/auth';
import { bookingAdminRoutes, bookingRoutes } from './modules/bookings';
import { businessRoutes, type BusinessRouteOptions, leadAdminRoutes } from './modules/business';
import {
  CART_ANSWER_CACHE_ENABLED,
  type CartAnswerCacheOptions,
  cartRoutes,
  type CartRouteOptions,
  redisCartVersions,
  registerCartAnswerCache,
  watchCatalogue,
} from './modules/carts';
import { cmsAdminRoutes, cmsRoutes } from './modules/cms';
import { healthRoutes, redisPing } from './modules/health';
import { giftCardAdminRoutes, giftCardRoutes, type GiftCardRouteOptions } from './modules/gift-cards';
import { itemRoutes } from './modules/items';
import { listPageCountries, localeRoutes } from './modules/locale';
import {
  createMediaService,
  databaseUploadStorage,
  diskDerivativeCache,
  localDiskStorage,
  type MediaEvent,
  mediaRoutes,
  type MediaStorage,
} from './modules/media';
import {
  configureStoreLinks,
  logSender,
  type MailDispatcher,
  smtpSender,
  startMailDispatcher,
} from './modules/mail';
import { adminOrderRoutes, orderRoutes } from './modules/orders';
import { partnerAdminRoutes, partnerRoutes } from './modules/partners';
import { StripePaymentProvider, TestPaymentProvider } from './modules/payments';
import {
  adminBookingWriteRoutes,
  adminOrderWriteRoutes,
  checkoutRoutes,
  paymentRoutes,
  queueGiftCardEmail,
  registerHoldSweep,
  registerRecoverySweep,
  releaseLapsedHoldsOfCard,
} from './flows';
import { listProductPages, productAdminRoutes, productRoutes } from './modules/products';
import { configureTaxRates } from './modules/pricing';
import { privacyRoutes } from './modules/privacy';
import { promoAdminRoutes, promoRoutes } from './modules/promos';
import { quizRoutes } from './modules/quiz';
import { shippingRoutes } from './modules/shipping';
import { staffAdminRoutes, type StaffRouteOptions } from './modules/staff';
import { subscriberAdminRoutes, subscriberRoutes } from './modules/subscribers';
import { tagRoutes } from './modules/tags';
import { customerAdminRoutes, userRoutes } from './modules/users';
import { wishlistRoutes } from './modules/wishlist';
import { addressRoutes } from './modules/addresses';
import { workshopAdminRoutes, workshopRoutes } from './modules/workshops';
import { packageRoot } from './package-root';
import { registerAuth } from './plugins/auth';
import { registerDatabase } from './plugins/database';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimit } from './plugins/rate-limit';
import { registerStaffSession } from './plugins/staff-session';
import { closeRedis, createRedisClient, redisReady, type Redis } from './plugins/redis/redis-client';
import { genReqId } from './plugins/request-id';
import { registerResponseHeaders } from './plugins/response-headers';
import { prepareDatabase } from './seed/prepare-database';
import { serveApps, type WebAppsOptions } from './web/serve-apps';
import { serveEmbed, type EmbedWebOptions } from './web/serve-embed';

export interface RateLimits {
  global: { max: number; timeWindowMs: number };
  /** Login attempts per client IP and e-mail address. */
  login: AuthRouteOptions['loginLimit'];
  /** Login attempts per e-mail address from any IP (a distributed guess at one account). */
  loginPerAccount: AuthRouteOptions['loginLimit'];
  /** Login attempts per client IP whatever the address (credential stuffing). */
  loginPerIp: AuthRouteOptions['loginLimit'];
  /** Registrations per client IP. */
  register: AuthRouteOptions['registerLimit'];
  /** Registrations per e-mail address from any IP (each one e-mails the address). */
  registerPerAccount: AuthRouteOptions['registerLimit'];
  /** Password reset e-mails asked for per client IP. */
  passwordReset: AuthRouteOptions['registerLimit'];
  /** Password reset e-mails asked for per e-mail address from any IP (each one e-mails it). */
  passwordResetPerAccount: AuthRouteOptions['registerLimit'];
  /** New passwords set with a reset link per client IP. */
  passwordResetConfirm: AuthRouteOptions['registerLimit'];
  giftCardBalance: GiftCardRouteOptions['balanceLimit'];
  businessLead: BusinessRouteOptions['leadLimit'];
  /** Promo codes checked or applied per client IP (each of the two routes counts its own). */
  promoLookup: CartRouteOptions['promoLookupLimit'];
  /** Failed console sign-ins per staff account from any IP (also wrong current passwords and TOTP codes). */
  staffSignInPerAccount: StaffRouteOptions['signInPerAccountLimit'];
  /** Failed console sign-ins per client IP. */
  staffSignInPerIp: StaffRouteOptions['signInPerIpLimit'];
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  global: { max: 1200, timeWindowMs: 60_000 },
  login: { max: 5, timeWindowMs: 60_000 },
  loginPerAccount: { max: 20, timeWindowMs: 60 * 60_000 },
  loginPerIp: { max: 100, timeWindowMs: 15 * 60_000 },
  register: { max: 30, timeWindowMs: 60 * 60_000 },
  registerPerAccount: { max: 5, timeWindowMs: 60 * 60_000 },
  passwordReset: { max: 10, timeWindowMs: 60 * 60_000 },
  passwordResetPerAccount: { max: 3, timeWindowMs: 60 * 60_000 },
  passwordResetConfirm: { max: 10, timeWindowMs: 15 * 60_000 },
  giftCardBalance: { max: 10, timeWindowMs: 60_000 },
  businessLead: { max: 5, timeWindowMs: 60 * 60_000 },
  // A shopper tries a few codes; a guesser thousands.
  promoLookup: { max: 30, timeWindowMs: 10 * 60_000 },
  staffSignInPerAccount: { max: 10, timeWindowMs: 15 * 60_000 },
  staffSignInPerIp: { max: 30, timeWindowMs: 15 * 60_000 },
};

export interface AppOptions {
  config: Config;
  /**
   * An open, migrated database (tests share one per file). Without it the app opens the one the
   * config names, migrates it, seeds it when empty, and closes it with the app.
   */
  db?: Database;
  /** Structured JSON request logs at `config.logLevel`. */
  logger?: boolean;
  /** Where the built browser apps are; omitted in API-only tests. */
  web?: WebAppsOptions & EmbedWebOptions;
  rateLimits?: Partial<RateLimits>;
  /** Client for rate-limit counters shared by every API process (plugins/redis/redis-client.ts). */
  redis?: Redis;
  /** Called for every 500 (error reporting). */
  onServerError?: (error: unknown, request: FastifyRequest) => void;
  /** The contract; read from libs/api/openapi.yaml by default. */
  contract?: Contract;
  /** The outbox e-mail dispatcher: on by default, a round every 5 s; false turns it off. */
  mail?: { intervalMs?: number } | false;
  /** Get cart's in-process answer cache: its TTL, bounds and clock (tests move the clock). */
  cartAnswerCache?: Omit<CartAnswerCacheOptions, 'shared'>;
  /** The payment recovery sweep: on by default, at start and every 5 minutes; false turns it off. */
  paymentSweep?: { intervalMs?: number } | false;
  /**
   * The sweep of lapsed order and booking holds: on by default, at start and every 5 s; false
   * turns it off (the test server's default). `now`: its clock (tests move it forward).
   */
  holdSweep?: { intervalMs?: number; now?: () => Date } | false;
  /**
   * The image pipeline: where sources are (default apps/api/assets on disk), where derivatives are
   * cached (default DATA_DIR/media-cache) and a hook called after each encode.
   */
  media?: { storage?: MediaStorage; cacheDir?: string; onEncode?: (event: MediaEvent) => void };
}

/** Builds the Fastify instance without listening, so tests drive the same app over real HTTP. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const contract = options.contract ?? loadContract();
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  const app = Fastify({
    // Fastify's own refusals (a path part over its length limit, a broken %-escape) answer the
    // contract's Error body like every other error, without echoing the path.
    frameworkErrors: frameworkErrorReply,
    logger: options.logger
      ? {
          level: config.logLevel,
          // Credentials never reach the logs, even if a serializer is widened later.
          redact: [
            'req.headers.authorization',
            'req.headers["x-preview-token"]',
            'req.headers.cookie',
            'req.headers["x-csrf-token"]',
          ],
          // A failed query's values (hashes, e-mails, addresses) neither (http/log-safe-error.ts).
          serializers: logSerializers,
        }
      : false,
    genReqId,
    // Behind the deployment's proxy: request.ip is the shopper's (rate limits), not the proxy's.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
  });

  app.setValidatorCompiler(contractValidatorCompiler(contract));
  app.decorate('contractOperation', contract.operation);
  registerErrorHandling(app, options.onServerError);
  registerJsonBodyParser(app);
  // Before any route: it counts requests per route pattern (served on METRICS_PORT by main.ts).
  registerMetrics(app, { db: () => app.db });
  // First of every request's hooks: security headers, request id, CORS (and preflights).
  // Stripe in the browser needs both keys: the publishable one is what turns the Payment Element on.
  const stripeBrowser =
    config.stripe?.publishableKey && config.stripe.jsUrl
      ? { publishableKey: config.stripe.publishableKey, jsUrl: config.stripe.jsUrl }
      : null;
  registerResponseHeaders(app, {
    corsOrigins: config.corsOrigins,
    sentryDsn: config.sentryDsn,
    stripeJsUrl: stripeBrowser?.jsUrl ?? null,
  });
  registerResponseCache(app);
  // Before the routes: it attaches its drop hooks to the write routes as they are declared. With
  // Redis, cart versions are shared with the other API processes (their own connection).
  const cartVersionsClient =
    config.redisUrl && CART_ANSWER_CACHE_ENABLED ? createRedisClient(config.redisUrl, app.log) : null;
  if (cartVersionsClient) {
    app.addHook('onClose', () => closeRedis(cartVersionsClient));
    // Connected before the first request when Redis is up; when it is not, reads use the database.
    await redisReady(cartVersionsClient);
  }
  registerCartAnswerCache(app, {
    ...options.cartAnswerCache,
    ...(cartVersionsClient ? { shared: redisCartVersions(cartVersionsClient) } : {}),
  });

  // External plugins first: database, auth, rate limit.
  let db = options.db;
  if (!db) {
    const handle = await createDatabase(config);
    await prepareDatabase(handle, app.log);
    app.addHook('onClose', () => handle.close());
    db = handle.db;
  }
  registerDatabase(app, db);
  // Adds may answer with the catalogue data of the cart they remember until a catalogue-changing
  // write of this process empties the response cache; never when other processes write too.
  watchCatalogue(db, app.responseCache, cartVersionsClient !== null);
  registerMarket(app);
  registerSite(app, { publicOrigin: config.publicOrigin });
  registerAuth(app, { jwtSecret: config.jwtSecret, issuer: config.publicOrigin });
  // The console's cookie sessions: checked, from the contract, on every staffSession operation.
  registerStaffSession(app);
  await registerRateLimit(app, {
    globalMax: limits.global.max,
    timeWindowMs: limits.global.timeWindowMs,
    redis: options.redis,
  });

  // Domain modules and their routes.
  const publicOrigin = config.publicOrigin;
  configureStoreLinks({ origin: publicOrigin, countryBases: config.countryBases });
  configureTaxRates(config.taxRates);
  // Liveness and readiness probes (and the old /api/health/ the tools wait on).
  await app.register(healthRoutes, { pingRedis: redisPing(options.redis ?? cartVersionsClient) });
  await app.register(localeRoutes);
  await app.register(staffAdminRoutes, {
    signInPerAccountLimit: limits.staffSignInPerAccount,
    signInPerIpLimit: limits.staffSignInPerIp,
  });
  await app.register(auditAdminRoutes);
  await app.register(authRoutes, {
    loginLimit: limits.login,
    loginPerAccountLimit: limits.loginPerAccount,
    loginPerIpLimit: limits.loginPerIp,
    registerLimit: limits.register,
    registerPerAccountLimit: limits.registerPerAccount,
    passwordResetLimit: limits.passwordReset,
    passwordResetPerAccountLimit: limits.passwordResetPerAccount,
    passwordResetConfirmLimit: limits.passwordResetConfirm,
  });
  await app.register(userRoutes);
  await app.register(privacyRoutes, { passwordLimit: limits.login });
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(cmsRoutes, { previewToken: config.previewToken });
  await app.register(cmsAdminRoutes, { previewToken: config.previewToken });
  await app.register(tagRoutes);
  await app.register(quizRoutes);
  await app.register(partnerRoutes);
  await app.register(partnerAdminRoutes, { publicOrigin: config.publicOrigin });
  await app.register(productRoutes);
  await app.register(productAdminRoutes);
  await app.register(itemRoutes);
  await app.register(promoRoutes);
  // The console's promo and tier codes (the carts read codes from the database on every check).
  await app.register(promoAdminRoutes);
  await app.register(cartRoutes, { promoLookupLimit: limits.promoLookup });
  const paymentProvider = config.stripe
    ? new StripePaymentProvider({ secretKey: config.stripe.secretKey, apiBase: config.stripe.apiBase })
    : new TestPaymentProvider();
  await app.register(orderRoutes);
  // Work across modules (flows/): checking out and buying gift cards, paying, settling, refunding.
  // An order a gift card pays in full is paid at once, recorded under the configured provider.
  const orderHoldSeconds = config.orderHoldSeconds ?? DEFAULT_HOLD_SECONDS;
  await app.register(checkoutRoutes, { provider: paymentProvider, orderHoldSeconds });
  const heldIn = db;
  await app.register(giftCardRoutes, {
    balanceLimit: limits.giftCardBalance,
    // Lapsed orders give the card's money back before its balance is answered.
    releaseHolds: (cardId, now) => releaseLapsedHoldsOfCard(heldIn, paymentProvider, cardId, now),
  });
  // The console's gift cards: an issued card is e-mailed with the store's gift card e-mail.
  await app.register(giftCardAdminRoutes, { queueEmail: (tx, cardId) => queueGiftCardEmail(tx, cardId) });
  await app.register(workshopRoutes);
  await app.register(bookingRoutes, { holdSeconds: config.bookingHoldSeconds ?? DEFAULT_HOLD_SECONDS });
  // The console's workshops, bookings (move, cancel with refund), customers and leads.
  await app.register(workshopAdminRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(adminBookingWriteRoutes, { provider: paymentProvider });
  await app.register(customerAdminRoutes);
  await app.register(leadAdminRoutes);
  await app.register(paymentRoutes, {
    provider: paymentProvider,
    webhookSecret: config.paymentWebhookSecret,
  });
  // The console's orders: reads beside the shopper's, writes (fulfil, cancel, refund) as a flow.
  await app.register(adminOrderRoutes);
  await app.register(adminOrderWriteRoutes, { provider: paymentProvider });
  // Charges the provider made that a crash (or a lost webhook) kept us from recording.
  if (options.paymentSweep !== false) {
    registerRecoverySweep(app, {
      db,
      provider: paymentProvider,
      intervalMs: options.paymentSweep?.intervalMs,
    });
  }
  // Unpaid orders and bookings whose hold ran out give back what they took, untouched by anyone.
  if (options.holdSweep !== false) {
    registerHoldSweep(app, { db, provider: paymentProvider, ...options.holdSweep });
  }
  await app.register(shippingRoutes);
  await app.register(subscriberRoutes, { secret: config.jwtSecret });
  await app.register(subscriberAdminRoutes);
  await app.register(businessRoutes, {
    leadLimit: limits.businessLead,
    salesEmail: config.salesEmail ?? DEFAULT_SALES_EMAIL,
  });

  // Product, workshop, business and CMS pictures (`/media/...`): sources in apps/api/assets (or the
  // storage given), every width and format made on first request into a cache under DATA_DIR.
  const media = createMediaService({
    // Console uploads from the database every process reads, the repo's demo pictures from disk.
    storage: databaseUploadStorage(
      db,
      options.media?.storage ?? localDiskStorage(join(packageRoot, 'assets')),
    ),
    cache: diskDerivativeCache(options.media?.cacheDir ?? join(config.dataDir, 'media-cache')),
    onEncode: options.media?.onEncode,
  });
  await app.register(mediaRoutes, { media });

  if (options.web) {
    const database = db;
    const { embedDist = join(packageRoot, '../../libs/quiz-widget/dist/embed'), ...web } = options.web;
    await serveEmbed(app, { embedDist, db: database, publicOrigin });
    await serveApps(app, {
      publicOrigin,
      sentryDsn: config.sentryDsn,
      gtmId: config.gtmId,
      stripe: stripeBrowser,
      countryBases: config.countryBases,
      salesEmail: config.salesEmail ?? DEFAULT_SALES_EMAIL,
      loadCountries: () => listPageCountries(database),
      loadSitemapPages: () => listProductPages(database),
      ...web,
      ...(config.pageCache === false ? { pageCache: false as const } : {}),
    });
  }
  // Order e-mails wait in the outbox table; this process sends them (SMTP) or logs them, from
  // the moment the app is ready until it closes.
  const mail = options.mail;
  if (mail !== false) {
    const database = db;
    let dispatcher: MailDispatcher | undefined;
    app.decorate('mailDispatcher', {
      runOnce: async () => (dispatcher ? dispatcher.runOnce() : 0),
      stop: async () => dispatcher?.stop(),
    });
    app.addHook('onReady', async () => {
      dispatcher = startMailDispatcher({
        db: database,
        sender:
          config.smtpUrl && config.mailFrom
            ? smtpSender({ url: config.smtpUrl, from: config.mailFrom })
            : logSender(app.log),
        logger: app.log,
        intervalMs: mail?.intervalMs ?? 5_000,
      });
    });
    // Stopping: once the requests in flight have answered (onClose runs after them), the round in
    // progress ends, then the database closes (its onClose hook was added earlier, so runs later).
    app.addHook('onClose', async () => {
      await dispatcher?.stop();
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox e-mail dispatcher (absent with `mail: false`); running between ready and close. */
    mailDispatcher?: MailDispatcher;
  }
}
