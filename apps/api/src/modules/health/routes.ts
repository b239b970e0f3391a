import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNAVAILABLE_RETRY_SECONDS } from '../../lib/errors';
import { failedSummary, jobCounts } from '../../jobs/job-counts';
import { refreshCounts } from '../refresh/refresh-queries';

const healthResponse = z.object({
  status: z
    .enum(['ok', 'degraded', 'unavailable'])
    .describe(
      'unavailable (503): the database does not answer; degraded (200): Redis or a read replica does not (or a replica lags past the bound), FanLens serves without it',
    ),
  database: z.enum(['embedded', 'server']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    redis: z.enum(['ok', 'degraded', 'off']).describe('off: no REDIS_URL'),
  }),
  replicas: z
    .object({
      primaryReads: z
        .number()
        .int()
        .describe(
          'Queries of public reads this process sent to the primary: no replica in use had replayed the last acknowledged write',
        ),
      servers: z.array(
        z.object({
          address: z.string().describe('host:port/database'),
          state: z
            .enum(['ok', 'lagging', 'unavailable'])
            .describe(
              'lagging: behind the primary by more than DATABASE_READ_MAX_LAG_SECONDS; skipped until back within it',
            ),
          lagMs: z
            .number()
            .int()
            .nullable()
            .describe('How long the primary has held WAL the replica has not replayed (null: unknown)'),
          lagBytes: z.number().int().nullable().describe('WAL bytes the replica has not replayed'),
          reads: z.number().int().describe('Queries of public reads it answered for this process'),
        }),
      ),
    })
    .optional()
    .describe('Read replicas (DATABASE_READ_URL), as this process sees them; absent without them'),
  jobs: z
    .object({
      failed: z
        .number()
        .int()
        .describe(
          'Jobs of the queue given up after their tries (e-mails not sent): `npm run jobs -- failed` lists them',
        ),
      oldestFailedSeconds: z.number().int().nullable().describe('How long ago the oldest of them was given up'),
    })
    .optional()
    .describe('The job queue (every e-mail and periodic round); absent while the database does not answer'),
  refresh: z
    .object({
      due: z.number().int().describe('Creator pages due to be read again from their platform'),
      overdue: z.number().int().describe("Of them, those due for over an hour (the platforms' budgets are behind)"),
      failing: z.number().int().describe('Pages whose last read failed (backing off)'),
    })
    .optional()
    .describe('The refresher (decision 037); absent while the database does not answer'),
});

/** A health check never waits longer than this for the database. */
const DATABASE_CHECK_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Checks that the server and its dependencies answer: 503 when the database does not',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      const { redis, replicas } = app.services;
      let timer: NodeJS.Timeout | undefined;
      const [databaseUp, redisUp] = await Promise.all([
        Promise.race([
          database.query('select 1').then(() => true),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS))),
          // The pool logs losing and finding the server (db/server-pool.ts), not every check.
        ]).catch(() => false),
        redis ? redis.ping() : null,
      ]);
      clearTimeout(timer);
      const jobs = databaseUp ? await jobCounts(database).then(failedSummary, () => undefined) : undefined;
      const refresh = databaseUp ? await refreshCounts(database).catch(() => undefined) : undefined;
      const checks = {
        database: databaseUp ? ('ok' as const) : ('unavailable' as const),
        redis: redisUp === null ? ('off' as const) : redisUp ? ('ok' as const) : ('degraded' as const),
      };
      const readReplicas = replicas.status();
      const replicaDown = readReplicas?.servers.some((server) => server.state !== 'ok') ?? false;
      const status = !databaseUp ? 'unavailable' : checks.redis === 'degraded' || replicaDown ? 'degraded' : 'ok';
      if (!databaseUp) void reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.status(databaseUp ? 200 : 503).send({
        status,
        database: database.kind,
        checks,
        ...(readReplicas ? { replicas: readReplicas } : {}),
        ...(jobs ? { jobs } : {}),
        ...(refresh ? { refresh } : {}),
      });
    },
  );
};
