import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** How long a command may take before it counts as failed (a Redis that hangs rather than refuses). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** After a command timed out, Redis is treated as down for this long without trying it. */
const SUSPECT_MS = 2000;
/** Reconnection attempts are this far apart at most (forever: Redis is waited for, never given up on). */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * Redis as an accelerator that may fail: commands are refused at once while disconnected (no
 * offline queue: a request never waits for a reconnection), time out after
 * REDIS_COMMAND_TIMEOUT_MS, and the client reconnects forever. `available()` says whether it is
 * worth trying now; the callers (limits, sign-in locks, session revocations, the read cache's
 * invalidations) fall back to what the process can do alone when it is not, or when a command fails.
 */
export interface RedisLink {
  /** The command connection (not for SUBSCRIBE). */
  client: Redis;
  /** A second connection for SUBSCRIBE, with the same options and the same quiet error handling. */
  subscriber(): Redis;
  /** Connected and not found hanging in the last SUSPECT_MS. */
  available(): boolean;
  /** Notes a failed command: a timeout makes `available()` false for a moment. */
  failed(error: unknown): void;
  /** Answers a PING within the command timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2000,
  retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  autoResubscribe: false,
};

export function connectRedis(url: string, log: FastifyBaseLogger): RedisLink {
  const client = new Redis(url, OPTIONS);
  const connections = [client];
  let suspectUntil = 0;
  let closing = false;

  /** Logs losing and finding Redis once each, not every failed reconnection. */
  const watch = (connection: Redis, role: string) => {
    let lost = false;
    const lose = (reason: string) => {
      if (lost || closing) return;
      lost = true;
      log.warn(
        { redis: role, reason },
        'Redis unreachable: limits counted per process and the read cache off until it is back',
      );
    };
    connection.on('error', (error: Error) => lose(error.message));
    connection.on('close', () => lose('connection closed'));
    connection.on('ready', () => {
      if (lost) log.info({ redis: role }, 'Redis reachable again');
      lost = false;
    });
    return connection;
  };
  watch(client, 'commands');

  return {
    client,
    subscriber() {
      const connection = watch(client.duplicate(), 'invalidations');
      connections.push(connection);
      return connection;
    },
    available: () => client.status === 'ready' && Date.now() >= suspectUntil,
    failed(error) {
      if (error instanceof Error && error.message === 'Command timed out') suspectUntil = Date.now() + SUSPECT_MS;
    },
    async ping() {
      if (client.status !== 'ready') return false;
      return client.ping().then(
        () => true,
        () => false,
      );
    },
    async close() {
      closing = true;
      await Promise.all(
        connections.map(async (connection) => {
          if (connection.status !== 'ready') return connection.disconnect();
          await connection.quit().catch(() => connection.disconnect());
        }),
      );
    },
  };
}
