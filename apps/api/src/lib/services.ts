import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createReadReplicas, type ReadReplicas } from '../db/replicas/read-replicas';
import { createSearchCounts, type SearchCounts } from '../modules/trends/search-counts';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import { createSessionRevocations, type SessionRevocations } from './session-revocations';
import { createTeamNotices, type TeamNotices } from './team-notices';
import { createFallbackCounter, createMemoryCounter, createRedisCounter, type AttemptCounter } from './attempt-counter';
import { resolveJwtSecret } from './jwt-secret';
import { createMailer, type Mailer } from './mailer';
import { createDatabaseStorage, type Storage } from './storage';
import { createPageAnalytics, type PageAnalytics } from './page-analytics';
import { createTokenSigner, type TokenSigner } from './tokens';
import { createLocalBus } from './read-cache/invalidation-bus';
import { cacheTags } from './read-cache/cache-tags';
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
  /** Work done after the answer (e-mails): failures are logged; awaited on close. */
  background: BackgroundTasks;
  /** E-mails to the team, rate-limited and batched. */
  teamNotices: TeamNotices;
  /** Page analytics counters, written to the database in batches. */
  analytics: PageAnalytics;
  /** The searches of the trends, counted in memory and written in batches like the analytics. */
  searches: SearchCounts;
  /** Redis when REDIS_URL is set (rate limits, counters, invalidations); see redis-link.ts for its outages. */
  redis: RedisLink | null;
  /** Serialized public answers, invalidated by the writes that change them (across instances with Redis). */
  readCache: ReadCache;
  /** Read replicas (DATABASE_READ_URL): `reader()` is the database of a public read. */
  replicas: ReadReplicas;
  /** Per-IP budget of reads the read cache could not answer (renders, database reads, share images). */
  misses: MissBudget;
}

export function createServices(config: Config, database: Database, log: FastifyBaseLogger): Services {
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
  const mailer = createMailer(config.mail, log);
  const readCache = createReadCache({
    maxBytes: config.readCacheBytes,
    bus: redis ? createRedisBus(redis, { prefix: config.redisPrefix, log }) : createLocalBus(),
    // Before the tags are dropped: a read computed after that uses a replica only once it has this write.
    beforeInvalidate: () => replicas.noteWrite(),
  });
  const background = createBackgroundTasks(log);
  const signer = createTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds);
  return {
    signer,
    revocations: createSessionRevocations(db, {
      accessTtlSeconds: config.accessTokenTtlSeconds,
      log,
      redis: redis ? { link: redis, prefix: config.redisPrefix } : null,
    }),
    background,
    teamNotices: createTeamNotices({ mailer, to: config.mail.teamEmail, background, log }),
    mailer,
    storage: createDatabaseStorage(db),
    attempts: counter('attempts'),
    rateLimits: redis ? counter('rate-limit') : null,
    analytics: createPageAnalytics({ db, ...config.analytics, background, log }),
    searches: createSearchCounts({
      database,
      mac: (data) => signer.mac(data),
      flushMs: config.analytics.flushMs,
      background,
      log,
      onCounted: () => readCache.invalidate([cacheTags.trends]),
    }),
    redis,
    readCache,
    replicas,
    misses: createMissBudget(config.rateLimitMultiplier, () => readCache.inUse()),
  };
}
