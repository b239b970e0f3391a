import type { RedisLink } from '../redis-link';
import { freshFetch } from '../fresh-fetch';
import { openServerDatabase, type Database, type PoolStats } from '../../db/client';
import { serverAddress, type DatabaseLog } from '../../db/server-pool';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { createLagClock } from './lag-clock';
import { parseLsn } from './lsn';
import { createWriteMark } from './write-mark';

/** How often each process asks the primary and every replica for their WAL positions. */
const POLL_MS = 250;
/** A replica asked for its position during a read answers within this, or the read goes to the primary. */
const RECHECK_MS = 500;

export type ReplicaState = 'ok' | 'lagging' | 'unavailable';

export interface ReplicaStatus {
  address: string;
  state: ReplicaState;
  lagMs: number | null;
  lagBytes: number | null;
  /** Queries of public reads it answered (this process). */
  reads: number;
}

export interface ReadReplicas {
  /**
   * The database for one public read (a route's guest answer, a page render): each query goes to a
   * replica that has replayed every write acknowledged before the read began, else to the primary.
   */
  reader(): Database;
  /** Records the primary's WAL position after a committed write, before the write is acknowledged. */
  noteWrite(): Promise<void>;
  /** Null without DATABASE_READ_URL. */
  status(): { primaryReads: number; servers: ReplicaStatus[] } | null;
  /** Each replica's connection pool right now (the metrics). */
  poolStats(): { address: string; stats: PoolStats }[];
  close(): Promise<void>;
}

interface Replica {
  address: string;
  database: Database;
  state: ReplicaState;
  /** Replayed WAL position last seen (a lower bound of where it is now). */
  replayed: bigint;
  lagMs: number | null;
  lagBytes: number | null;
  reads: number;
  polled: boolean;
  recheck: () => Promise<bigint>;
}

const noReplicas = (primary: Database): ReadReplicas => ({
  reader: () => primary,
  noteWrite: async () => undefined,
  status: () => null,
  poolStats: () => [],
  close: async () => undefined,
});

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Read replicas (DATABASE_READ_URL) of the primary (docs/decisions/026-read-replicas.md). Every
 * write that changes a public answer raises the write mark to the primary's WAL position before it
 * is acknowledged (`noteWrite`, called by the read cache's invalidation); a read uses a replica
 * only once the replica's `pg_last_wal_replay_lsn()` has reached the mark, so no read sees less
 * than the writes acknowledged before it. A replica that does not answer, or lags the primary by
 * more than `maxLagMs`, is skipped (with a warning) until it is back within the bound.
 */
export function createReadReplicas(options: {
  primary: Database;
  urls: readonly string[];
  maxLagMs: number;
  redis: { link: RedisLink; prefix: string } | null;
  log: DatabaseLog;
}): ReadReplicas {
  const { primary, log, maxLagMs } = options;
  if (options.urls.length === 0 || primary.kind !== 'server') return noReplicas(primary);
  const askLsn = async (database: Database, sql: string) => {
    const [row] = await database.query<{ lsn: string | null }>(`select ${sql}::text as lsn`);
    if (!row?.lsn) throw new Error('no WAL position: the server is not a replica (not in recovery)');
    return parseLsn(row.lsn);
  };
  const primaryLsn = () => askLsn(primary, 'pg_current_wal_insert_lsn()');
  const mark = createWriteMark({ redis: options.redis, primaryLsn });
  const clock = createLagClock(Math.max(maxLagMs * 2, 60_000));
  const replicas: Replica[] = [];
  for (const url of options.urls) {
    const database = openServerDatabase(url);
    const replayed = () => askLsn(database, 'pg_last_wal_replay_lsn()');
    const replica: Replica = {
      address: serverAddress(url),
      database,
      state: 'unavailable',
      replayed: 0n,
      lagMs: null,
      lagBytes: null,
      reads: 0,
      polled: false,
      recheck: freshFetch(async () => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), RECHECK_MS);
        });
        try {
          const lsn = await Promise.race([replayed(), timeout]);
          if (lsn > replica.replayed) replica.replayed = lsn;
          return lsn;
        } finally {
          clearTimeout(timer);
        }
      }),
    };
    replicas.push(replica);
  }

  const setState = (replica: Replica, state: ReplicaState, detail: Record<string, unknown> = {}) => {
    if (replica.state === state && replica.polled) return;
    replica.polled = true;
    replica.state = state;
    const about = { replica: replica.address, ...detail };
    if (state === 'unavailable')
      log.warn(about, 'read replica unreachable: its reads go to the primary until it answers');
    else if (state === 'lagging')
      log.warn(
        { ...about, maxLagMs },
        'read replica lags past the bound: its reads go to the primary until it catches up',
      );
    else log.info(about, 'read replica in use');
  };

  const poll = async () => {
    await primaryLsn().then(
      (lsn) => clock.record(lsn),
      () => undefined, // The primary's own pool reports its outage.
    );
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const lsn = await replica.recheck();
          const lag = clock.lagOf(lsn);
          replica.lagMs = lag?.ms ?? null;
          replica.lagBytes = lag?.bytes ?? null;
          setState(replica, lag && lag.ms > maxLagMs ? 'lagging' : 'ok', { lagMs: replica.lagMs });
        } catch (error) {
          replica.lagMs = null;
          replica.lagBytes = null;
          setState(replica, 'unavailable', { reason: reasonOf(error) });
        }
      }),
    );
  };
  let polling: Promise<void> | null = null;
  const tick = () => {
    polling ??= poll().finally(() => (polling = null));
  };
  tick();
  // A tick while the last poll is still waiting (a replica out of reach) is skipped.
  const timer = setInterval(tick, POLL_MS);
  timer.unref();

  let turn = 0;
  /** A replica in use that has replayed the write mark, or null: the primary. */
  const pick = async (): Promise<Replica | null> => {
    const usable = replicas.filter((replica) => replica.state === 'ok');
    if (usable.length === 0) return null;
    let written: bigint;
    try {
      written = await mark.read();
    } catch {
      return null; // Without the mark nothing says which replica is fresh enough.
    }
    turn = (turn + 1) % usable.length;
    const order = [...usable.slice(turn), ...usable.slice(0, turn)];
    const ready = order.find((replica) => replica.replayed >= written);
    if (ready) return ready;
    for (const replica of order) {
      if ((await replica.recheck().catch(() => 0n)) >= written) return replica;
    }
    return null;
  };

  let primaryReads = 0;
  const reader = (): Database => {
    let target: Promise<Replica | null> | null = null;
    return {
      kind: primary.kind,
      db: primary.db,
      async query<T>(text: string, params?: unknown[]) {
        target ??= pick();
        const replica = await target;
        if (replica && replica.state === 'ok') {
          try {
            const rows = await replica.database.query<T>(text, params);
            replica.reads += 1;
            return rows;
          } catch (error) {
            // Asked again of the primary: a replica's outage or refusal (e.g. a conflict with recovery).
            if (isDatabaseUnavailable(error)) setState(replica, 'unavailable', { reason: reasonOf(error) });
            target = Promise.resolve(null);
          }
        }
        primaryReads += 1;
        return primary.query<T>(text, params);
      },
      watch: () => undefined,
      reachable: () => primary.reachable(),
      close: async () => undefined,
      primary,
    };
  };

  return {
    reader,
    async noteWrite() {
      try {
        await mark.raise(await primaryLsn());
      } catch (error) {
        log.warn({ reason: reasonOf(error) }, 'the WAL position of a write could not be read');
      }
    },
    status: () => ({
      primaryReads,
      servers: replicas.map(({ address, state, lagMs, lagBytes, reads }) => ({
        address,
        state,
        lagMs,
        lagBytes,
        reads,
      })),
    }),
    poolStats: () =>
      replicas.flatMap(({ address, database }) => {
        const stats = database.poolStats?.();
        return stats ? [{ address, stats }] : [];
      }),
    async close() {
      clearInterval(timer);
      await polling;
      await Promise.all(replicas.map((replica) => replica.database.close()));
    },
  };
}
