import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createReadReplicas, type ReadReplicas } from './replicas/read-replicas';
import { createSearchCounts, type SearchCounts } from './search-counts';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import { createSessionRevocations, type SessionRevocations } from './session-revocations';
import { createFallbackCounter, createMemoryCounter, createRedisCounter, type AttemptCounter } from './attempt-counter';
import { resolveJwtSecret } from './jwt-secret';
import { createMailer, type Mailer } from './mailer';
import { countedMailer } from './metrics/counted-mailer';
import { createMetrics, type Metrics } from './metrics/metrics';
import { createDatabaseStorage, type Storage } from './storage';
import { createPlatformReaders, type PlatformReaders } from './platforms';
import { createPageAnalytics, type PageAnalytics } from './page-analytics';
import { createTokenSigner, type TokenSigner } from './tokens';
import { createLocalBus } from './read-cache/invalidation-bus';
import { createChangeRecorder, type ChangeRecorder } from './changes/change-recorder';
import type { ChangeLookups } from './changes/change-effects';
import { createReadCache, type ReadCache } from './read-cache/read-cache';
import { createRedisBus } from './read-cache/redis-bus';
import { createMissBudget, type MissBudget } from './rate-limits';
import { connectRedis, type RedisLink } from './redis-link';

/** The app-wide services every module reaches through `app.services`. */
export interface Services {
  signer: TokenSigner;
  mailer: Mailer;
  storage: Storage;
  /** Sign-in locks, password-reset and verification limits (Redis, or memory while it is down). */
  attempts: AttemptCounter;
  /** The per-IP write and sign-in limits of @fastify/rate-limit, counted the same way (null: the plugin's own memory store). */
  rateLimits: AttemptCounter | null;
  /** Revoked session families, so their access tokens stop working at once. */
  revocations: SessionRevocations;
  /** In-memory work of this process (analytics and search-count flushes): failures are logged; awaited on close. E-mails and rounds are jobs (src/jobs). */
  background: BackgroundTasks;
  /** Page analytics counters, written to the database in batches. */
  analytics: PageAnalytics;
  /** The searches of the trends, counted in memory and written in batches like the analytics. */
  searches: SearchCounts;
  /** Redis when REDIS_URL is set (rate limits, counters, invalidations); see redis-link.ts for its outages. */
  redis: RedisLink | null;
  /** Serialized public answers, invalidated by the writes that change them (across instances with Redis). */
  readCache: ReadCache;
  /** What a committed write changed: each write records it once; lib/changes maps it to what it causes. */
  changes: ChangeRecorder;
  /** Read replicas (DATABASE_READ_URL): `reader()` is the database of a public read. */
  replicas: ReadReplicas;
  /** Per-IP budget of reads the read cache could not answer (renders, database reads, share images). */
  misses: MissBudget;
  /** Prometheus figures of this process (GET /metrics, lib/metrics). */
  metrics: Metrics;
  /** Creator profiles read from the platforms, and their avatars stored (docs/decisions/029-platform-readers.md). */
  readers: PlatformReaders;
}

export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  lookups: ChangeLookups,
): Services {
  const { db } = database;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : null;
  const replicas = createReadReplicas({
    primary: database,
    ...config.readReplicas,
    redis: redis ? { link: redis, prefix: config.redisPrefix } : null,
    log,
  });
  const counter = (name: string) =>
    redis
      ? createFallbackCounter(
          createRedisCounter(redis.client, `${config.redisPrefix}${name}:`),
          createMemoryCounter(),
          redis,
        )
      : createMemoryCounter();
  const metrics = createMetrics({ database, replicas, redis });
  const mailer = countedMailer(createMailer(config.mail, log), metrics);
  const readCache = createReadCache({
    maxBytes: config.readCacheBytes,
    bus: redis ? createRedisBus(redis, { prefix: config.redisPrefix, log }) : createLocalBus(),
    onLookup: (hit) => metrics.cacheLookup(hit),
  });
  const changes = createChangeRecorder({
    noteWrite: () => replicas.noteWrite(),
    invalidate: (tags) => readCache.invalidate(tags),
    lookups,
    onUndeclared: (kind, route) =>
      log.error({ change: kind, route }, 'a write route recorded a change it does not declare'),
  });
  const background = createBackgroundTasks(log);
  const storage = createDatabaseStorage(db);
  const signer = createTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds);
  return {
    metrics,
    signer,
    revocations: createSessionRevocations(db, {
      accessTtlSeconds: config.accessTokenTtlSeconds,
      log,
      redis: redis ? { link: redis, prefix: config.redisPrefix } : null,
    }),
    background,
    mailer,
    storage,
    attempts: counter('attempts'),
    rateLimits: redis ? counter('rate-limit') : null,
    analytics: createPageAnalytics({ db, ...config.analytics, background, log }),
    searches: createSearchCounts({
      database,
      mac: (data) => signer.mac(data),
      flushMs: config.analytics.flushMs,
      background,
      log,
      onCounted: () => changes.record({ kind: 'trends.counted' }),
    }),
    redis,
    readCache,
    changes,
    replicas,
    misses: createMissBudget(config.rateLimitMultiplier, () => readCache.inUse()),
    readers: createPlatformReaders({ config, budgetCounter: counter('platform-reads'), storage }),
  };
}
