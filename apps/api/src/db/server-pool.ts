import pg from 'pg';
import { DatabaseUnavailableError, isConfigurationError } from './unavailable';

/** Where the pool reports losing and finding the server (the app's logger once it exists). */
export interface DatabaseLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const silent: DatabaseLog = { info: () => undefined, warn: () => undefined };

/** How often a pool that lost its server tries again. */
const PROBE_MS = 500;
/** How long one connection attempt may take (a server out of reach, not refusing). */
const CONNECT_TIMEOUT_MS = 3000;
/** A start waiting for the server says so at most this often. */
const WAITING_LOG_MS = 10_000;
/** Connection-loss warnings logged at most this often (a restart drops every connection at once). */
const LOST_LOG_MS = 5000;

export interface ServerPool {
  pool: pg.Pool;
  /** Reports to `log` from now on (the app calls it with its own logger). */
  watch(log: DatabaseLog): void;
  /** Resolves once the server accepts a connection, retrying with backoff; rejects on a configuration error. */
  reachable(): Promise<void>;
  /** Whether new connections are refused right now (the server was found unreachable). */
  isDown(): boolean;
  close(): Promise<void>;
}

/** host:port/database of a connection string, without credentials, for the log. */
export function serverAddress(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A node-postgres pool that outlives its server. Every client has an 'error' listener for its
 * whole life (pg-pool listens only to idle clients, and a client checked out for a transaction
 * whose connection dies would otherwise crash the process). When a new connection cannot be made,
 * the pool is marked down: every checkout (and so every query) is refused at once with
 * DatabaseUnavailableError, answered 503, while a probe tries the server every PROBE_MS; the first
 * connection that succeeds marks it up again. Connections lost while the server was fine (one
 * backend ended) are replaced on the next checkout as usual.
 */
export function openServerPool(connectionString: string, options: pg.PoolConfig): ServerPool {
  let log = silent;
  const address = serverAddress(connectionString);
  const pool = new pg.Pool({
    ...options,
    connectionString,
    keepAlive: true,
    Client: class extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        // Per connection attempt only: the pool's own connectionTimeoutMillis would also bound the
        // wait for a free client under load.
        super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      }
    },
  });
  let lostLoggedAt = 0;
  const connectionLost = (error: Error) => {
    if (Date.now() - lostLoggedAt < LOST_LOG_MS) return;
    lostLoggedAt = Date.now();
    log.warn(
      { reason: error.message, database: address },
      'database connection lost: it is replaced on the next query',
    );
  };
  /**
   * Clients checked out now. One whose connection dies is given back (and so removed) at once:
   * a holder may never release it (drizzle's transaction does not when its BEGIN fails), and every
   * such client would keep a place of the pool for good, until requests wait for ever for one.
   * The holder's own release afterwards does nothing.
   */
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('error', connectionLost);
  pool.on('connect', (client) =>
    client.on('error', (error: Error) => {
      connectionLost(error);
      if (checkedOut.has(client as pg.PoolClient)) (client as pg.PoolClient).release(error);
    }),
  );
  const connectOnce = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const connect = async () => {
    const client = await connectOnce();
    const release = client.release.bind(client);
    checkedOut.add(client);
    client.release = (error?: Error | boolean) => {
      if (!checkedOut.delete(client)) return;
      release(error);
    };
    return client;
  };
  let down: { since: number; reason: string; timer: NodeJS.Timeout; loggedAt: number } | null = null;
  let probing = false;
  let closed = false;

  const markUp = () => {
    if (!down) return;
    clearInterval(down.timer);
    log.info({ database: address, downForMs: Date.now() - down.since }, 'database reachable again');
    down = null;
  };
  const tryServer = async () => {
    const client = await connect();
    try {
      await client.query('select 1');
      client.release();
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  const probe = async () => {
    if (probing || closed) return;
    probing = true;
    try {
      await tryServer();
      markUp();
    } catch (error) {
      if (down && Date.now() - down.loggedAt >= WAITING_LOG_MS) {
        down.loggedAt = Date.now();
        log.warn(
          { database: address, reason: reasonOf(error), downForMs: Date.now() - down.since },
          'database still unreachable',
        );
      }
    } finally {
      probing = false;
    }
  };
  const markDown = (error: unknown) => {
    if (down || closed) return;
    const timer = setInterval(() => void probe(), PROBE_MS);
    timer.unref();
    down = { since: Date.now(), reason: reasonOf(error), timer, loggedAt: Date.now() };
    log.warn(
      { database: address, reason: down.reason },
      'database unreachable: requests that need it are answered 503 until it is back',
    );
  };

  // Every checkout, pool.query's included (pg-pool calls this.connect), goes through the guard.
  const guarded = (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    if (down) {
      const refused = new DatabaseUnavailableError(down.reason);
      if (!callback) return Promise.reject(refused);
      process.nextTick(() => callback(refused, undefined, () => undefined));
      return undefined;
    }
    const attempt = connect().catch((error: unknown) => {
      markDown(error);
      throw error;
    });
    if (!callback) return attempt;
    attempt.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  pool.connect = guarded as typeof pool.connect;

  return {
    pool,
    watch(next) {
      log = next;
    },
    isDown: () => down !== null,
    async reachable() {
      let delay = 250;
      let loggedAt = -Infinity;
      for (;;) {
        try {
          await tryServer();
          markUp();
          return;
        } catch (error) {
          if (isConfigurationError(error) || closed) throw error;
          if (Date.now() - loggedAt >= WAITING_LOG_MS) {
            loggedAt = Date.now();
            log.warn({ database: address, reason: reasonOf(error) }, 'waiting for the database to accept connections');
          }
          await sleep(delay);
          delay = Math.min(delay * 2, 5000);
        }
      }
    },
    async close() {
      closed = true;
      if (down) clearInterval(down.timer);
      down = null;
      await pool.end();
    },
  };
}
