import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerCompression } from './lib/compression';
import { registerBrowserMark } from './lib/browser-mark';
import { registerErrorHandler } from './lib/error-handler';
import { registerJsonParser } from './lib/json-body';
import { registerDocs } from './lib/docs';
import { createFastPath, type FastPath } from './lib/read-cache/fast-path';
import { fastPathServerFactory, rememberFastReads } from './lib/read-cache/fast-path-server';
import { createReadLimiter, limitEveryRead } from './lib/rate-limits';
import { rateLimited } from './lib/errors';
import { counterStore } from './lib/rate-limit-store';
import { OneLinePerRequest, serializeRequest } from './lib/request-log';
import { answerRequestId, requestIdOf } from './lib/request-id';
import { registerSecurityHeaders } from './lib/security-headers';
import { trustProxyOption } from './lib/trust-proxy';
import { registerWebApp } from './modules/pages/web-app';
import { metricsRoutes } from './lib/metrics/metrics-route';
import { AVATAR_MAX_BYTES } from '@fanlens/shared';
import { authGuard } from './lib/auth-guard';
import { createServices, type Services } from './lib/services';
import { trackRouteChanges } from './lib/changes/route-changes';
import { changeLookups } from './modules/users/change-lookups';
import { backgroundJobs } from './background-jobs';
import { healthRoutes } from './modules/health/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { creatorDetailsRoutes } from './modules/creators/details-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { authRoutes } from './modules/auth/routes';
import { userRoutes } from './modules/users/routes';
import { PROFILE_FORM_FILES } from './modules/users/profile-form';
import { creatorListRoutes } from './modules/creators/list-routes';
import { dealRoutes } from './modules/deals/routes';
import { dealFeedRoutes } from './modules/deals/feed-routes';
import { priceHistoryRoutes } from './modules/price-history/routes';
import { statsHistoryRoutes } from './modules/stats-history/routes';
import { trendRoutes } from './modules/trends/routes';
import { categoryRoutes } from './modules/categories/routes';
import { verificationRoutes } from './modules/verification/routes';
import { seoRoutes } from './modules/pages/seo-routes';
import { shareRoutes } from './modules/pages/share-routes';
import { creatorEditRoutes } from './modules/creator-tools/edit-routes';
import { creatorAnalyticsRoutes } from './modules/creator-tools/analytics-routes';
import { placeRoutes } from './modules/places/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { decisionRoutes } from './modules/decisions/routes';
import { reviewCaseRoutes } from './modules/moderation/case-routes';
import { removalRequestRoutes } from './modules/removal-requests/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { yourDataRoutes } from './modules/your-data/routes';
import { transparencyRoutes } from './modules/transparency/routes';
import { alertRoutes } from './modules/alerts/routes';
import { feedRoutes } from './modules/feeds/routes';
import { badgeRoutes } from './modules/badges/badge-routes';
import { oembedRoutes } from './modules/badges/oembed-routes';
import { invitationRoutes } from './modules/invitations/routes';
import { listingRoutes } from './modules/listings/add-routes';
import { newPageRoutes } from './modules/listings/new-pages-routes';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where the log lines go (default standard output). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
    /** Hot guest reads answered before routing (see lib/read-cache/fast-path.ts). */
    fastPath: FastPath;
  }
}

/** Builds the whole server (plugins, modules, web app) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  let fastPath: FastPath | null = null;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Each request's id (lib/request-id.ts): a sane X-Request-Id kept, else a new one; `reqId` in
    // every log line of the request, one line per request (OneLinePerRequest).
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    // Which proxies may name the client in X-Forwarded-For (TRUST_PROXY; default none): per-IP
    // limits key on request.ip, so a client-sent header must not choose it.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    serverFactory: fastPathServerFactory(() => fastPath),
    // While closing (SIGTERM), requests that still arrive on open connections are answered, each
    // with `Connection: close` (see rememberFastReads), rather than refused with 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  answerRequestId(app);
  trackRouteChanges(app);
  deps.database.watch(app.log);
  const services = createServices(config, deps.database, app.log, changeLookups(deps.database.db));
  app.decorate('deps', deps);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await services.analytics.close().catch((error: unknown) => app.log.error({ err: error }, 'analytics flush failed'));
    await services.searches
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, 'search counts flush failed'));
    await services.background.idle();
    await services.readCache.close();
    await services.replicas.close();
    await services.redis?.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonParser(app);

  await registerSecurityHeaders(app, { https: config.https });
  await registerCompression(app);
  registerBrowserMark(app, config.https);
  const readLimiter = createReadLimiter(config.rateLimitMultiplier);
  limitEveryRead(app, readLimiter);
  fastPath = createFastPath({
    readCache: services.readCache,
    limiter: readLimiter,
    trustProxy: trustProxyOption(config.trustProxy),
    // The fast path's index (headers and compressed copies) beside the answers READ_CACHE_MB holds.
    maxBytes: Math.round(config.readCacheBytes / 4),
    onServed: (route, seconds) => services.metrics.observeRequest(route, 'GET', 200, seconds),
  });
  app.addHook('onResponse', async (request, reply) => {
    services.metrics.observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.decorate('fastPath', fastPath);
  rememberFastReads(app, fastPath);
  await app.register(rateLimit, {
    global: false,
    // One wording for every 429, whichever limiter answers it (see rateLimited).
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    // With Redis, counted through the fallback counter: per process while Redis is down (rate-limit-store.ts).
    ...(services.rateLimits ? { store: counterStore(services.rateLimits) } : {}),
  });
  await app.register(authGuard, { signer: services.signer, revocations: services.revocations });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: PROFILE_FORM_FILES, fields: 10 } });
  await registerDocs(app);
  // Every background job (each e-mail and periodic round of the queue, and the one-off tasks of a
  // start) is registered here and nowhere else: background-jobs.ts lists them all.
  await app.register(backgroundJobs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(avatarRoutes);
      await api.register(creatorDetailsRoutes);
      await api.register(reviewRoutes);
      await api.register(favoriteRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(creatorListRoutes);
      await api.register(dealRoutes);
      await api.register(priceHistoryRoutes);
      await api.register(statsHistoryRoutes);
      await api.register(trendRoutes);
      await api.register(categoryRoutes);
      await api.register(verificationRoutes);
      await api.register(shareRoutes);
      await api.register(creatorEditRoutes);
      await api.register(creatorAnalyticsRoutes);
      await api.register(placeRoutes);
      await api.register(moderationRoutes);
      await api.register(decisionRoutes);
      await api.register(reviewCaseRoutes);
      await api.register(removalRequestRoutes);
      await api.register(notificationRoutes);
      await api.register(sessionRoutes);
      await api.register(yourDataRoutes);
      await api.register(transparencyRoutes);
      await api.register(alertRoutes);
      await api.register(oembedRoutes);
      await api.register(invitationRoutes);
      await api.register(listingRoutes);
      await api.register(newPageRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadRoutes);
  await app.register(seoRoutes);
  await app.register(metricsRoutes);
  await app.register(feedRoutes);
  await app.register(badgeRoutes);
  await app.register(dealFeedRoutes);
  await registerWebApp(app, config);
  return app;
}
