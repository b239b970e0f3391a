import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client';
import type { ReadReplicas } from '../replicas/read-replicas';
import type { RedisLink } from '../redis-link';
import { requestFigures } from './request-figures';

/** Seconds: from a cached answer (well under a millisecond) to a slow render. */
export const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A figure of the site read when Prometheus scrapes (jobs, the refresher), by name and labels. */
export interface ScrapedGauge {
  name: string;
  help: string;
  labelNames: string[];
  /**
   * How the workers' values combine: the highest by default (a figure read from the database is the
   * same in every worker), `sum` for a per-process count, `min` for an up/down state.
   */
  aggregator?: 'sum' | 'max' | 'min';
  read(): Promise<{ labels: Record<string, string>; value: number }[]>;
}

/**
 * The process's Prometheus metrics (prom-client, one registry per app): requests and their latency
 * by route and status (the fast path's answers included), read cache lookups, mails, and the gauges
 * read at scrape time (database pools, replicas, Redis, and what other parts register: jobs…).
 * Counters are summed over the workers of an instance (cluster-metrics.ts).
 */
export function createMetrics(deps: { database: Database; replicas: ReadReplicas; redis: RedisLink | null }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fanlens_' });
  const requests = requestFigures(registry, DURATION_BUCKETS);
  const cache = new Counter({
    name: 'fanlens_read_cache_lookups_total',
    help: 'Read cache lookups of public answers: hit, or miss (computed)',
    labelNames: ['result'],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'fanlens_mails_total',
    help: 'E-mails handed to the mail server (sent) or refused by it (failed)',
    labelNames: ['result'],
    registers: [registry],
  });

  new Gauge({
    name: 'fanlens_database_up',
    help: 'Whether the database answers (1) or its server was found unreachable (0)',
    aggregator: 'min',
    registers: [registry],
    collect() {
      this.set(deps.database.poolStats?.().down ? 0 : 1);
    },
  });
  new Gauge({
    name: 'fanlens_db_pool_connections',
    help: 'Connections of each database pool: in use, idle; and queries waiting for one',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      const pools = [
        ...(deps.database.poolStats ? [{ address: 'primary', stats: deps.database.poolStats() }] : []),
        ...deps.replicas
          .poolStats()
          .map((replica) => ({ address: `replica ${replica.address}`, stats: replica.stats })),
      ];
      for (const { address, stats } of pools) {
        this.set({ pool: address, state: 'in_use' }, stats.total - stats.idle);
        this.set({ pool: address, state: 'idle' }, stats.idle);
        this.set({ pool: address, state: 'waiting' }, stats.waiting);
      }
    },
  });
  new Gauge({
    name: 'fanlens_replica_lag_seconds',
    help: 'How long the primary has held WAL a read replica has not replayed',
    labelNames: ['replica'],
    aggregator: 'max',
    registers: [registry],
    collect() {
      this.reset();
      for (const server of deps.replicas.status()?.servers ?? []) {
        if (server.lagMs !== null) this.set({ replica: server.address }, server.lagMs / 1000);
      }
    },
  });
  new Gauge({
    name: 'fanlens_replica_up',
    help: 'Whether a read replica is in use (1) or skipped, lagging or unreachable (0)',
    labelNames: ['replica'],
    aggregator: 'min',
    registers: [registry],
    collect() {
      this.reset();
      for (const server of deps.replicas.status()?.servers ?? []) {
        this.set({ replica: server.address }, server.state === 'ok' ? 1 : 0);
      }
    },
  });
  if (deps.redis) {
    const redis = deps.redis;
    new Gauge({
      name: 'fanlens_redis_up',
      help: 'Whether Redis answers (1) or FanLens goes on without it (0)',
      aggregator: 'min',
      registers: [registry],
      collect() {
        this.set(redis.available() ? 1 : 0);
      },
    });
  }

  return {
    registry,
    /** One answered request (`route` is the route pattern; requests that matched none are `unmatched`). */
    observeRequest(route: string, method: string, status: number, seconds: number) {
      requests.observe(route, method, status, seconds);
    },
    cacheLookup(hit: boolean) {
      cache.inc({ result: hit ? 'hit' : 'miss' });
    },
    mail(sent: boolean) {
      mails.inc({ result: sent ? 'sent' : 'failed' });
    },
    /** A figure read at each scrape (the job queue's counts, the refresher's backlog…). */
    addGauge(gauge: ScrapedGauge) {
      new Gauge({
        name: gauge.name,
        help: gauge.help,
        labelNames: gauge.labelNames,
        aggregator: gauge.aggregator ?? 'max',
        registers: [registry],
        async collect() {
          this.reset();
          // A figure that cannot be read now (the database is down) is left out of this scrape; the
          // scrape itself still answers, with fanlens_database_up 0.
          const samples = await gauge.read().catch(() => []);
          for (const { labels, value } of samples) this.set(labels, value);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
