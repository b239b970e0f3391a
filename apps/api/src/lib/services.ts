import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import { createSessionRevocations, type SessionRevocations } from './session-revocations';
import { createTeamNotices, type TeamNotices } from './team-notices';
import { createMemoryCounter, createRedisCounter, type AttemptCounter } from './attempt-counter';
import { resolveJwtSecret } from './jwt-secret';
import { createMailer, type Mailer } from './mailer';
import { createDatabaseStorage, type Storage } from './storage';
import { createPageAnalytics, type PageAnalytics } from './page-analytics';
import { createTokenSigner, type TokenSigner } from './tokens';
import { createLocalBus } from './read-cache/invalidation-bus';
import { createReadCache, type ReadCache } from './read-cache/read-cache';
import { createRedisBus } from './read-cache/redis-bus';
import { createMissBudget, type MissBudget } from './rate-limits';

/** The app-wide services every module reaches through `app.services`. */
export interface Services {
  signer: TokenSigner;
  mailer: Mailer;
  storage: Storage;
  attempts: AttemptCounter;
  /** Revoked session families, so their access tokens stop working at once. */
  revocations: SessionRevocations;
  /** Work done after the answer (e-mails): failures are logged; awaited on close. */
  background: BackgroundTasks;
  /** E-mails to the team, rate-limited and batched. */
  teamNotices: TeamNotices;
  /** Page analytics counters, written to the database in batches. */
  analytics: PageAnalytics;
  /** Shared Redis connection when REDIS_URL is set (rate limits, counters). */
  redis: Redis | null;
  /** Serialized public answers, invalidated by the writes that change them (across instances with Redis). */
  readCache: ReadCache;
  /** Per-IP budget of reads the read cache could not answer (renders, database reads, share images). */
  misses: MissBudget;
}

export function createServices(config: Config, db: Db, log: FastifyBaseLogger): Services {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const mailer = createMailer(config.mail, log);
  const background = createBackgroundTasks(log);
  return {
    signer: createTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds),
    revocations: createSessionRevocations(db, {
      accessTtlSeconds: config.accessTokenTtlSeconds,
      log,
      redis: redis ? { client: redis, prefix: config.redisPrefix } : null,
    }),
    background,
    teamNotices: createTeamNotices({ mailer, to: config.mail.teamEmail, background, log }),
    mailer,
    storage: createDatabaseStorage(db),
    attempts: redis ? createRedisCounter(redis, `${config.redisPrefix}attempts:`) : createMemoryCounter(),
    analytics: createPageAnalytics({ db, ...config.analytics, background, log }),
    redis,
    readCache: createReadCache({
      maxBytes: config.readCacheBytes,
      bus: redis ? createRedisBus(redis, { prefix: config.redisPrefix, log }) : createLocalBus(),
    }),
    misses: createMissBudget(config.rateLimitMultiplier, config.readCacheBytes > 0),
  };
}
