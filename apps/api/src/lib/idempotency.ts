import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { Tx } from '../db/transaction';
import { AppError, conflict } from './errors';

/**
 * What a creating write does inside its own transaction when the request carries an
 * `Idempotency-Key`: `claim` first (a concurrent request with the same key waits there for this
 * one's outcome), `keep` last with the service's answer. Both run in the write's transaction, so
 * the answer is stored exactly when the write commits: a retry after a lost answer (a timeout, a
 * 503 on a connection lost during COMMIT, a killed process) finds it, and a write that did not
 * commit left nothing behind. Kept in the database, not Redis: it must commit with the write, and
 * Redis may be down.
 */
export interface WriteReceipt {
  claim(tx: Tx): Promise<void>;
  keep(tx: Tx, answer: unknown): Promise<void>;
}

/**
 * The writes that honour an `Idempotency-Key`, all POSTs (their schemas declare
 * `idempotencyHeaders`): a retry gets the first answer. The balancer may replay exactly these (and
 * reads) after an instance dropped a request; any other write may have been done and is never
 * replayed (haproxyRetryRules).
 */
export const KEYED_POSTS = [
  '/api/reviews',
  '/api/reviews/:id/reports',
  '/api/favorites',
  '/api/verification',
  '/api/creators',
] as const;

/**
 * The HAProxy lines that keep its layer-7 retries to reads and to the keyed POSTs sent with a key
 * (the README's example and the balancer test use them as they are).
 */
export function haproxyRetryRules(): string[] {
  const paths = KEYED_POSTS.map((path) => path.replace(/:\w+/g, '[^/]+')).join('|');
  return [
    `acl keyed_post path_reg ^(${paths})$`,
    'http-request disable-l7-retry if !METH_GET !METH_POST',
    'http-request disable-l7-retry if METH_POST !keyed_post',
    'http-request disable-l7-retry if METH_POST !{ req.hdr(idempotency-key) -m found }',
  ];
}

/** How long a key is remembered. */
const KEY_TTL = "interval '1 day'";
/** How often the keys past their day are deleted (a periodic job of the queue: jobs/upkeep.ts). */
export const PRUNE_KEYS_EVERY_MS = 60 * 60 * 1000;

/** The key was claimed by another request that committed: its answer is the one to give. */
class KeyTaken extends Error {}

const keyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request: send a new key for a new write',
    'idempotency-key',
  );

/** The request a key stands for: method, route, parameters and (parsed) body. */
function fingerprint(request: FastifyRequest): string {
  const what = [request.method, request.routeOptions.url, request.params, request.body];
  return createHash('sha256').update(JSON.stringify(what)).digest('base64url');
}

async function storedAnswer(database: Database, userId: number, key: string) {
  const [row] = await database.query<{ request: string; answer: unknown }>(
    `select request, answer from idempotency_keys
     where user_id = $1 and key = $2 and created_at > now() - ${KEY_TTL} and answer is not null`,
    [userId, key],
  );
  return row;
}

/** Deletes the keys past their day. */
export async function pruneExpiredKeys(database: Database): Promise<void> {
  await database.query(`delete from idempotency_keys where created_at <= now() - ${KEY_TTL}`);
}

/**
 * Runs a creating write once per account and `Idempotency-Key` (when the request has one): a
 * request whose key already has an answer gets that answer (and `Idempotent-Replayed: true`)
 * without writing; a key used before for another request is 422 `idempotency_key_reused`. Only
 * writes that committed are remembered: one that failed (4xx, 503) may be retried with its key.
 * The route turns `answer` into its status and body the same way both times.
 */
export async function writeOnce<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  write: (receipt: WriteReceipt | null) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
  if (!key) return { answer: await write(null), replayed: false };
  const { database } = app.deps;
  const requestHash = fingerprint(request);
  const replay = async () => {
    const stored = await storedAnswer(database, userId, key);
    if (!stored) return null;
    if (stored.request !== requestHash) throw keyReused();
    void reply.header('idempotent-replayed', 'true');
    return { answer: stored.answer as T, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  const receipt: WriteReceipt = {
    async claim(tx) {
      // A row past its day is taken over; a live one (committed, or being written by a concurrent
      // request, which this insert waits for) is not.
      const claimed = await tx.execute(sql`insert into idempotency_keys (user_id, key, request)
          values (${userId}, ${key}, ${requestHash})
          on conflict (user_id, key) do update set request = excluded.request, answer = null, created_at = now()
            where idempotency_keys.created_at <= now() - interval '1 day'
          returning 1`);
      if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) throw new KeyTaken();
    },
    async keep(tx, answer) {
      await tx.execute(sql`update idempotency_keys set answer = ${JSON.stringify(answer)}::jsonb
          where user_id = ${userId} and key = ${key}`);
    },
  };
  try {
    return { answer: await write(receipt), replayed: false };
  } catch (error) {
    // Another request with this key committed meanwhile (this one waited for its claim, or met its
    // review in a check before claiming): its answer is the one to give.
    const concurrent = await replay().catch(() => null);
    if (concurrent) return concurrent;
    if (error instanceof KeyTaken) {
      throw conflict('conflict', 'A request with this Idempotency-Key did not finish: try again with a new key');
    }
    throw error;
  }
}
